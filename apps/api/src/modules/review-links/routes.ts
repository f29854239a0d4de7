import type { Database } from "@clinic/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const REVIEW_LINK_ROUTES: string[] = ["/customer/review-urls", "/customer/review-forms/{token}"];
/** GET paths above that answer 400/401/404 with the tenant header alone (a session, a token). */
export const REVIEW_LINK_ROUTES_NEEDING_INPUT: string[] = [...REVIEW_LINK_ROUTES];
/** Paths with only non-GET methods. */
export const REVIEW_LINK_OTHER_PATHS: string[] = ["/staff/reservations/{id}/review-url"];

// TODO(issue 8): review invitations after a visit, the review form and its submission.
export const reviewLinkRoutes: FastifyPluginAsyncZod<{ database: Database }> = async () => {};
