import { reviewUrlSchema } from "@clinic/shared";
import { sameOriginUrl, storefrontEndpoints } from "@clinic/shared/contract/storefront-endpoints";
import { toClientError } from "../api/errors";
import { apiFetch } from "../session/client";

export type ReviewUrlResult = { ok: true; path: string } | { ok: false; message: string };

/**
 * GET /customer/review-urls for one of the signed-in customer's visits → the path (and ?lang) of its review form
 * on this host. The API answers an absolute address for text messages; the my-page stays on its own origin.
 */
export async function fetchReviewPath(reservationId: number): Promise<ReviewUrlResult> {
  let response: Response;
  try {
    response = await apiFetch(
      sameOriginUrl(storefrontEndpoints.reviewUrl, {}, `?reservationId=${reservationId}`),
      {
        cache: "no-store",
      },
    );
  } catch {
    return { ok: false, message: toClientError(null, undefined).message };
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = reviewUrlSchema.safeParse(body);
  if (!response.ok || !parsed.success) {
    return { ok: false, message: toClientError(response.ok ? 500 : response.status, body).message };
  }
  const url = new URL(parsed.data.url);
  return { ok: true, path: `${url.pathname}${url.search}` };
}
