import { reviewSubmittedSchema } from "@clinic/shared";
import { type BodyOf, call } from "@/features/api/browser-call";
import { clientErrorOf, NO_RESPONSE_CODE } from "@/features/api/errors";
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

/**
 * Sends the review (POST /customer/review-forms/{token}). No sign-in is involved (the link is the permission),
 * so a 401 or 403 here must not sign a visitor out who happens to be signed in: sessionRule off.
 */
export async function sendReview(token: string, values: ReviewValues): Promise<ReviewOutcome> {
  const result = await call(
    "sendReview",
    { params: { token }, body: reviewBody(values) as BodyOf<"sendReview"> },
    { sessionRule: false },
  );
  if (result.ok)
    return reviewSubmittedSchema.safeParse(result.data).success
      ? { kind: "sent" }
      : { kind: "failed", message: null };
  if (result.error.message === NO_RESPONSE_CODE) return { kind: "failed", message: null };
  if (result.status === 409) return { kind: "submitted" };
  if (result.status === 410) return { kind: "expired" };
  if (result.status === 400) {
    const errors = apiReviewErrors(result.error);
    if (Object.keys(errors).length > 0) return { kind: "fields", errors };
  }
  return { kind: "failed", message: clientErrorOf(result.error).message };
}
