import { errorMessages } from "@clinic/shared";
import { sameOriginUrl, storefrontEndpoints } from "@clinic/shared/contract/storefront-endpoints";
import { toClientError } from "../../lib/api/errors";
import { apiFieldErrors, type FieldErrors, type InquiryValues, inquiryBody } from "./inquiry-form-state";

/** The same-origin pass-through of POST /customer/inquiries. */
export const INQUIRIES_PATH = sameOriginUrl(storefrontEndpoints.sendInquiry);

export type InquiryOutcome =
  | { kind: "sent" }
  /** A 400 naming fields the form shows. */
  | { kind: "fields"; errors: FieldErrors }
  /** Anything else, with the message to show (spec 8: translate, else message; 429 included). */
  | { kind: "failed"; message: string };

/**
 * Sends an inquiry from the browser. Deliberately a plain fetch: a 401 or 403 here is not an expired session,
 * so it must not reach the shell's sign-out handling.
 */
export async function sendInquiry(values: InquiryValues): Promise<InquiryOutcome> {
  let response: Response;
  try {
    response = await fetch(INQUIRIES_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(inquiryBody(values)),
      cache: "no-store",
    });
  } catch {
    return { kind: "failed", message: errorMessages.unknownSystemError };
  }
  if (response.ok) return { kind: "sent" };
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 400) {
    const errors = apiFieldErrors(body);
    if (Object.keys(errors).length > 0) return { kind: "fields", errors };
  }
  return { kind: "failed", message: toClientError(response.status, body).message };
}
