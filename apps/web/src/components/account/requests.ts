import {
  apiErrorSchema,
  type Customer,
  certificationResultSchema,
  certificationStartSchema,
  customerSchema,
  smsCodeSentSchema,
} from "@clinic/shared";
import {
  storefrontEndpoints as endpoints,
  type StorefrontEndpoint,
  sameOriginUrl,
} from "@clinic/shared/contract/storefront-endpoints";
import { z } from "zod";
import { toClientError } from "../../lib/api/errors";
import { apiFetch } from "../../lib/session/client";

/**
 * The account pages' browser calls. They go through apiFetch (the same-origin /api pass-through with spec 8's
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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const unknownFailure = (): AccountResult<never> => ({ ok: false, error: toClientError(null, undefined) });

/** One listed endpoint (its path and method come from the storefront contract; sameOriginUrl adds /api). */
async function call<T>(
  endpoint: StorefrontEndpoint,
  body: unknown,
  schema: z.ZodType<T> | null,
  params?: Record<string, string>,
): Promise<AccountResult<T>> {
  const { method, path } = endpoint;
  let response: Response;
  try {
    response = await apiFetch(sameOriginUrl(endpoint, params), {
      method,
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body ?? {}),
      cache: "no-store",
    });
  } catch {
    return unknownFailure();
  }
  const answer = await readBody(response);
  if (!response.ok) {
    const { status, message } = toClientError(response.status, answer);
    const parsed = apiErrorSchema.safeParse(answer);
    return { ok: false, error: { status, message, fields: parsed.success ? parsed.data.fields : undefined } };
  }
  if (schema === null) return { ok: true, data: null as T };
  const parsed = schema.safeParse(answer);
  if (parsed.success) return { ok: true, data: parsed.data };
  // A 2xx the page cannot read: the API and the page disagree; the visitor sees the generic message.
  console.error(`[account] ${method} ${path}: unexpected answer`, parsed.error.issues);
  return unknownFailure();
}

const customerOf = (result: AccountResult<{ customer: Customer }>): AccountResult<Customer> =>
  result.ok ? { ok: true, data: result.data.customer } : result;

/** POST /certification: how this clinic verifies identities (the provider, or the labelled demo). */
export const startCertification = () => call(endpoints.startCertification, {}, certificationStartSchema);

/** POST /certification/demo: the built-in demo verifier vouches for the person typed in. */
export const demoCertify = (input: { name: string; phone: string; birthDate: string; gender: string }) =>
  call(endpoints.demoCertification, input, certificationResultSchema);

/** POST /certification/{impUid}: the API checks the verification with the provider. */
export const confirmCertification = (impUid: string) =>
  call(endpoints.confirmCertification, {}, certificationResultSchema, { impUid });

/** POST /api/signup: a registered account for the verified person, signed in at once. */
export async function signUp(input: {
  impUid: string;
  email: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  marketingReceivable: boolean;
}) {
  return customerOf(await call(endpoints.signUp, input, signedInSchema));
}

/** POST /api/signin: a registered customer signs in with a fresh verification. */
export async function signIn(impUid: string) {
  return customerOf(await call(endpoints.signIn, { impUid }, signedInSchema));
}

/** POST /customer/auth-tokens: a sign-in code by SMS; answers its lifetime and the resend cooldown. */
export const requestGuestCode = (phone: string) =>
  call(endpoints.sendSignInCode, { phone, purpose: "GUEST_SIGNIN" }, smsCodeSentSchema);

/** POST /api/guest-signin: the guest signs in with the code. */
export async function guestSignIn(input: { phone: string; code: string; name: string }) {
  return customerOf(await call(endpoints.guestSignIn, input, signedInSchema));
}

/** PUT /customers/this/info: the e-mail address ("" removes it). */
export const updateEmail = (email: string) => call(endpoints.updateEmail, { email }, customerSchema);

/** PUT /customers/this/marketing-receivable */
export const updateMarketing = (marketingReceivable: boolean) =>
  call(endpoints.updateMarketing, { marketingReceivable }, customerSchema);

/** PUT /customers/this {status: "WITHDRAWN"}: 204; the web server clears the session cookie. */
export const withdraw = () => call(endpoints.withdraw, { status: "WITHDRAWN" }, null);
