import { type BodyOf, call } from "@/features/api/browser-call";
import { clientErrorOf } from "@/features/api/errors";
import { apiFieldErrors, type FieldErrors, type InquiryValues, inquiryBody } from "./inquiry-form-state";

export type InquiryOutcome =
  | { kind: "sent" }
  /** A 400 naming fields the form shows. */
  | { kind: "fields"; errors: FieldErrors }
  /** Anything else, with the message to show (spec 8: translate, else message; 429 included). */
  | { kind: "failed"; message: string };

/**
 * Sends an inquiry from the browser (POST /customer/inquiries). Spec 8's sign-out rule stays off: a 401 or 403
 * here is not an expired session, so it must not reach the shell's sign-out handling.
 */
export async function sendInquiry(values: InquiryValues): Promise<InquiryOutcome> {
  const result = await call(
    "sendInquiry",
    { body: inquiryBody(values) as BodyOf<"sendInquiry"> },
    { sessionRule: false },
  );
  if (result.ok) return { kind: "sent" };
  if (result.status === 400) {
    const errors = apiFieldErrors(result.error);
    if (Object.keys(errors).length > 0) return { kind: "fields", errors };
  }
  // No answer at all is the unknown-error text (spec 8), as before.
  return { kind: "failed", message: clientErrorOf(result.error).message };
}
