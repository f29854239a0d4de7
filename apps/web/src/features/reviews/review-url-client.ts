import { reviewUrlSchema } from "@clinic/shared";
import { call } from "@/features/api/browser-call";
import { clientErrorOf, toClientError } from "@/features/api/errors";

export type ReviewUrlResult = { ok: true; path: string } | { ok: false; status: number; message: string };

/**
 * GET /customer/review-urls for one of the signed-in customer's visits → the path (and ?lang) of its review form
 * on this host. The API answers an absolute address for text messages; the my-page stays on its own origin.
 */
export async function fetchReviewPath(reservationId: number): Promise<ReviewUrlResult> {
  const result = await call("reviewUrl", { query: { reservationId } }, { sessionRule: true });
  if (!result.ok) {
    const { status, message } = clientErrorOf(result.error);
    return { ok: false, status, message };
  }
  const parsed = reviewUrlSchema.safeParse(result.data);
  if (!parsed.success) return { ok: false, status: 500, message: toClientError(500, result.data).message };
  const url = new URL(parsed.data.url);
  return { ok: true, path: `${url.pathname}${url.search}` };
}
