import type { AccountsConfig } from "@api/customer/accounts-config";
import { HttpError } from "@api/lib/http-error";
import { errorMessages } from "@clinic/shared";
import { z } from "zod";

type IdentityConfig = NonNullable<AccountsConfig["identity"]>;

/** How long one call to the provider may take before we give up and answer 503. */
export const PROVIDER_TIMEOUT_MS = 5000;

/** A person the provider vouches for. `uniqueKey` is the per-person key (CI): hash it, never store it. */
export interface VerifiedPerson {
  name: string;
  phone: string;
  birthDate: string | null;
  gender: "MALE" | "FEMALE" | null;
  uniqueKey: string;
}

/** PortOne answers every call as {code, message, response}; code 0 is success. */
const envelope = <T extends z.ZodType>(response: T) =>
  z.object({ code: z.number(), message: z.string().nullish(), response: response.nullish() });

const tokenAnswer = envelope(z.object({ access_token: z.string().min(1) }));
const certificationAnswer = envelope(
  z.object({
    imp_uid: z.string(),
    certified: z.boolean(),
    name: z.string().nullish(),
    phone: z.string().nullish(),
    birthday: z.string().nullish(),
    gender: z.string().nullish(),
    unique_key: z.string().nullish(),
  }),
);

const GENDERS = { male: "MALE", female: "FEMALE" } as const;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The provider did not answer usably: not the visitor's fault, so a 5xx in the error shape. */
const providerUnavailable = (detail: string) =>
  new HttpError(503, `identity provider unavailable: ${detail}`, errorMessages.unavailable);

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw providerUnavailable(error instanceof Error ? error.name : "fetch failed");
  }
  if (response.status >= 500) throw providerUnavailable(`status ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

export interface IdentityProvider {
  /** The verified person of an imp_uid, or null when the provider does not vouch for one (unknown, uncertified). */
  lookup(impUid: string): Promise<VerifiedPerson | null>;
}

/** The PortOne (iamport) REST API: a token from /users/getToken, then /certifications/{imp_uid}. */
export function createPortOneProvider(config: IdentityConfig): IdentityProvider {
  const base = config.baseUrl.replace(/\/+$/, "");
  return {
    async lookup(impUid) {
      const token = await call(`${base}/users/getToken`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ imp_key: config.apiKey, imp_secret: config.apiSecret }),
      });
      const parsedToken = tokenAnswer.safeParse(token.body);
      // Our own keys being refused is a configuration problem, not the visitor's: 503, not 400.
      if (!parsedToken.success || parsedToken.data.code !== 0 || !parsedToken.data.response)
        throw providerUnavailable(`token refused (status ${token.status})`);

      const answer = await call(`${base}/certifications/${encodeURIComponent(impUid)}`, {
        headers: { authorization: parsedToken.data.response.access_token },
      });
      const parsed = certificationAnswer.safeParse(answer.body);
      if (!parsed.success || parsed.data.code !== 0 || !parsed.data.response) return null;
      const found = parsed.data.response;
      if (!found.certified || found.imp_uid !== impUid || !found.unique_key || !found.name || !found.phone)
        return null;
      const gender = found.gender?.toLowerCase();
      return {
        name: found.name,
        phone: found.phone.replace(/\D/g, ""),
        birthDate: found.birthday && DATE_PATTERN.test(found.birthday) ? found.birthday : null,
        gender: gender === "male" || gender === "female" ? GENDERS[gender] : null,
        uniqueKey: found.unique_key,
      };
    },
  };
}
