import "server-only";
import type { ReviewForm } from "@clinic/shared";
import { cache } from "react";
import { call, unwrap } from "./server-call";

/**
 * GET /customer/review-forms/{token}: the visit a review link is for and whether it is still open. Per link and
 * changing the moment the review is written, so never cached (visitor scope); cache() only shares one answer
 * between the page and its metadata within a render.
 */
export const getReviewForm = cache(
  (site: string, token: string): Promise<ReviewForm> =>
    unwrap(call("reviewForm", { params: { token } }, { site, caching: { scope: "visitor" } })),
);
