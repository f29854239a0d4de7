import { reviewSubmittedSchema } from "@clinic/shared";
import { sameOriginUrl, storefrontEndpoints } from "@clinic/shared/contract/storefront-endpoints";
import { toClientError } from "../api/errors";
import { apiFetch } from "../session/client";
import { apiReviewErrors, type ReviewErrors, type ReviewValues, reviewBody } from "./review-form-state";

export type ReviewOutcome =
  | { kind: "sent" }
  /** 409: this link's review was written already (another tab, a double click). */
  | { kind: "submitted" }
  /** 410: the link expired while the form was open. */
  | { kind: "expired" }
  /** A 400 naming fields the form shows. */
  | { kind: "fields"; errors: ReviewErrors }
  /** Anything else, with the API's Korean message (spec 8) when it sent one. */
  | { kind: "failed"; message: string | null };

/** The same-origin pass-through of POST /customer/review-forms/{token}. */
export const reviewFormPath = (token: string) => sameOriginUrl(storefrontEndpoints.sendReview, { token });

/**
 * Sends the review. No sign-in is involved (the link is the permission), so a 401 or 403 here must not sign a
 * visitor out who happens to be signed in: sessionRule off.
 */
export async function sendReview(token: string, values: ReviewValues): Promise<ReviewOutcome> {
  let response: Response;
  try {
    response = await apiFetch(reviewFormPath(token), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(reviewBody(values)),
      cache: "no-store",
      sessionRule: false,
    });
  } catch {
    return { kind: "failed", message: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && reviewSubmittedSchema.safeParse(body).success) return { kind: "sent" };
  if (response.status === 409) return { kind: "submitted" };
  if (response.status === 410) return { kind: "expired" };
  if (response.status === 400) {
    const errors = apiReviewErrors(body);
    if (Object.keys(errors).length > 0) return { kind: "fields", errors };
  }
  return { kind: "failed", message: response.ok ? null : toClientError(response.status, body).message };
}
