import {
  type Customer,
  certificationResultSchema,
  certificationStartSchema,
  customerSchema,
  type Language,
  smsCodeSentSchema,
} from "@clinic/shared";
import type { CallResult } from "@clinic/shared/contract/endpoint";
import { z } from "zod";
import { type BodyOf, call } from "@/features/api/browser-call";
import { clientErrorOf, fieldErrorsOf } from "@/features/api/errors";

/**
 * The account pages' browser calls, through the browser call function (the same-origin /api pass-through with spec 8's
 * 401/403 rule); every other failure comes back as a value the form shows (the API's Korean translate text),
 * never as a thrown error.
 */

export interface AccountRequestError {
  status: number;
  message: string;
  /** A 400's field messages, e.g. { path: "body.email", message: "…" }. */
  fields?: { path: string; message: string }[];
}

export type AccountResult<T> = { ok: true; data: T } | { ok: false; error: AccountRequestError };

export type { CertificationResult } from "@clinic/shared";

/** Sign-in answers as the browser gets them: the web server keeps the token in its HttpOnly cookie. */
const signedInSchema = z.object({ customer: customerSchema });

const unknownFailure = (): AccountResult<never> => ({
  ok: false,
  error: clientErrorOf({ status: 500, message: "INVALID_RESPONSE" }),
});

/**
 * One account call's outcome for the form: the answer checked with the page's schema, or the error with the
 * Korean text and a 400's fields. `schema` null: a 204 with nothing to read.
 */
async function checked<T>(
  name: string,
  pending: Promise<CallResult<unknown>>,
  schema: z.ZodType<T> | null,
): Promise<AccountResult<T>> {
  const result = await pending;
  if (!result.ok) {
    const { status, message } = clientErrorOf(result.error);
    return { ok: false, error: { status, message, fields: fieldErrorsOf(result.error) } };
  }
  if (schema === null) return { ok: true, data: null as T };
  const parsed = schema.safeParse(result.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  // A 2xx the page cannot read: the API and the page disagree; the visitor sees the generic message.
  console.error(`[account] ${name}: unexpected answer`, parsed.error.issues);
  return unknownFailure();
}

/** The account forms keep spec 8's rule: a 401/403 while signed in ends the session. */
const RULE = { sessionRule: true } as const;

const customerOf = (result: AccountResult<{ customer: Customer }>): AccountResult<Customer> =>
  result.ok ? { ok: true, data: result.data.customer } : result;

/** POST /certification: how this clinic verifies identities (the provider, or the labelled demo). */
export const startCertification = () =>
  checked("startCertification", call("startCertification", {}, RULE), certificationStartSchema);

/** POST /certification/demo: the built-in demo verifier vouches for the person typed in. */
export const demoCertify = (input: { name: string; phone: string; birthDate: string; gender: string }) =>
  checked(
    "demoCertification",
    call("demoCertification", { body: input as BodyOf<"demoCertification"> }, RULE),
    certificationResultSchema,
  );

/** POST /certification/{impUid}: the API checks the verification with the provider. */
export const confirmCertification = (impUid: string) =>
  checked(
    "confirmCertification",
    call("confirmCertification", { params: { impUid } }, RULE),
    certificationResultSchema,
  );

/** POST /api/signup: a registered account for the verified person, signed in at once. */
export async function signUp(input: {
  impUid: string;
  email: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  marketingReceivable: boolean;
}) {
  return customerOf(
    await checked("signUp", call("signUp", { body: input as BodyOf<"signUp"> }, RULE), signedInSchema),
  );
}

/** POST /api/signin: a registered customer signs in with a fresh verification. */
export async function signIn(impUid: string) {
  return customerOf(await checked("signIn", call("signIn", { body: { impUid } }, RULE), signedInSchema));
}

/**
 * POST /customer/auth-tokens: a sign-in code by SMS, written in the page's language; answers its lifetime and the
 * resend cooldown.
 */
export const requestGuestCode = (phone: string, language: Language = "ko") =>
  checked(
    "sendSignInCode",
    call("sendSignInCode", { body: { phone, purpose: "GUEST_SIGNIN", language } }, RULE),
    smsCodeSentSchema,
  );

/** POST /api/guest-signin: the guest signs in with the code. */
export async function guestSignIn(input: { phone: string; code: string; name: string }) {
  return customerOf(await checked("guestSignIn", call("guestSignIn", { body: input }, RULE), signedInSchema));
}

/** PUT /customers/this/info: the e-mail address ("" removes it). */
export const updateEmail = (email: string) =>
  checked("updateEmail", call("updateEmail", { body: { email } }, RULE), customerSchema);

/** PUT /customers/this/marketing-receivable */
export const updateMarketing = (marketingReceivable: boolean) =>
  checked(
    "updateMarketing",
    call("updateMarketing", { body: { marketingReceivable } }, RULE),
    customerSchema,
  );

/** PUT /customers/this/reminders: the day-before and same-day booking reminders. */
export const updateReminders = (remindersReceivable: boolean) =>
  checked(
    "updateReminders",
    call("updateReminders", { body: { remindersReceivable } }, RULE),
    customerSchema,
  );

/** PUT /customers/this {status: "WITHDRAWN"}: 204; the web server clears the session cookie. */
export const withdraw = () =>
  checked("withdraw", call("withdraw", { body: { status: "WITHDRAWN" } }, RULE), null);
