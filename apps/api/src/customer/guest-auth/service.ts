import { toCustomer } from "@api/customer/customers-core/present";
import {
  type CustomerRow,
  findGuestByPhone,
  findLiveCustomer,
  insertCustomer,
  updateCustomer,
} from "@api/customer/customers-core/repository";
import type { SessionService } from "@api/customer/sessions/service";
import type { RateLimiter } from "@api/lib/rate-limit";
import { sessionRequired } from "@api/plugins/customer-session";
import { type Database, type Tx, withTenant } from "@clinic/db";
import {
  type AuthSession,
  authMessages,
  type Customer,
  type Language,
  SMS_CODE_TTL_SECONDS,
} from "@clinic/shared";
import { checkCode, codeRefused } from "./code-check";
import { guestOnly, isUniqueViolation, phoneTaken } from "./errors";
import {
  IP_HOURLY,
  PHONE_BURST,
  PHONE_HOURLY,
  phoneKey,
  RESEND_AFTER_SECONDS,
  WRONG_CODES_PER_IP,
} from "./limits";
import { expireLiveCodes, findClinicName, insertCode } from "./repository";
import { type CodeScope, codeText, generateCode, hashCode, type SmsPurpose } from "./sms-codes";
import type { SmsSender } from "./sms-sender";

/** Who is asking: the visitor address for the limits, and the signed-in customer if any. */
export interface Requester {
  ip: string;
  customerId: number | null;
}

export interface GuestAuthService {
  /** Texts a new code (older ones of that phone and purpose die); 429 past the send limits. */
  requestCode(
    partnerId: number,
    input: { phone: string; purpose: SmsPurpose; language?: Language },
    requester: Requester,
  ): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }>;
  /** Uses a sign-in code: finds or creates the guest of that phone (taking the given name) and opens a session. */
  signIn(
    partnerId: number,
    input: { phone: string; code: string; name: string },
    ip: string,
  ): Promise<AuthSession>;
  /** Moves a signed-in guest to the phone a PHONE_CHANGE code was sent to. */
  changePhone(
    partnerId: number,
    customerId: number,
    input: { phone: string; code: string },
    ip: string,
  ): Promise<Customer>;
}

export function createGuestAuthService(
  database: Database,
  deps: { sender: SmsSender; limiter: RateLimiter; sessions: SessionService },
): GuestAuthService {
  const { sender, limiter, sessions } = deps;
  const tenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) => withTenant(database.db, partnerId, fn);

  /** The signed-in customer when they are a guest: 401 when the account is gone, 403 for a registered one. */
  async function guestOf(tx: Tx, partnerId: number, customerId: number | null): Promise<CustomerRow> {
    if (customerId === null) throw sessionRequired();
    const customer = await findLiveCustomer(tx, partnerId, customerId);
    if (!customer) throw sessionRequired();
    if (customer.type !== "GUEST") throw guestOnly();
    return customer;
  }

  /** Runs `use` after a right code; a refused code is committed (wrong-try count) and then answered as a 400. */
  async function withCode<T>(
    partnerId: number,
    ip: string,
    scopeOf: (tx: Tx) => Promise<CodeScope>,
    code: string,
    use: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    await limiter.assertAllowed(WRONG_CODES_PER_IP, ip, authMessages.tooManyCodes);
    const outcome = await tenant(partnerId, async (tx) => {
      const check = await checkCode(tx, await scopeOf(tx), code);
      return check === "ok" ? { check, value: await use(tx) } : { check };
    });
    if (outcome.check === "ok") return outcome.value as T;
    if (outcome.check === "wrong") await limiter.hit(WRONG_CODES_PER_IP, ip);
    throw codeRefused(outcome.check);
  }

  return {
    async requestCode(partnerId, { phone, purpose, language }, requester) {
      const owner =
        purpose === "PHONE_CHANGE"
          ? (await tenant(partnerId, (tx) => guestOf(tx, partnerId, requester.customerId))).id
          : null;
      const checks = [
        [IP_HOURLY, requester.ip],
        [PHONE_BURST, phoneKey(partnerId, phone)],
        [PHONE_HOURLY, phoneKey(partnerId, phone)],
      ] as const;
      for (const [rule, key] of checks) await limiter.assertAllowed(rule, key, authMessages.tooManyCodes);
      // Counted before sending, so a failing provider cannot be hammered either.
      for (const [rule, key] of checks) await limiter.hit(rule, key);

      const code = generateCode();
      const scope = { partnerId, phone, purpose, customerId: owner };
      const clinicName = await tenant(partnerId, async (tx) => {
        await expireLiveCodes(tx, partnerId, phone, purpose);
        await insertCode(tx, {
          partnerId,
          phone,
          purpose,
          codeHash: hashCode(scope, code),
          ttlSeconds: SMS_CODE_TTL_SECONDS,
        });
        return findClinicName(tx, partnerId);
      });
      await sender.send(phone, codeText(clinicName ?? "", code, language));
      return { expiresInSeconds: SMS_CODE_TTL_SECONDS, resendAfterSeconds: RESEND_AFTER_SECONDS };
    },

    async signIn(partnerId, { phone, code, name }, ip) {
      const scope: CodeScope = { partnerId, phone, purpose: "GUEST_SIGNIN", customerId: null };
      return withCode(
        partnerId,
        ip,
        async () => scope,
        code,
        async (tx) => {
          const existing = await findGuestByPhone(tx, partnerId, phone);
          const customer = existing
            ? await updateCustomer(tx, partnerId, existing.id, { name })
            : await insertCustomer(tx, { partnerId, type: "GUEST", name, phone });
          if (!customer) throw new Error(`guest ${existing?.id} vanished during sign-in`);
          const session = await sessions.issue(tx, partnerId, customer.id);
          return {
            token: session.token,
            expiresAt: session.expiresAt.toISOString(),
            customer: toCustomer(customer),
          };
        },
      );
    },

    async changePhone(partnerId, customerId, { phone, code }, ip) {
      const scopeOf = async (tx: Tx): Promise<CodeScope> => {
        const me = await guestOf(tx, partnerId, customerId);
        return { partnerId, phone, purpose: "PHONE_CHANGE", customerId: me.id };
      };
      try {
        return await withCode(partnerId, ip, scopeOf, code, async (tx) => {
          const holder = await findGuestByPhone(tx, partnerId, phone);
          // Thrown inside the transaction: the code is not used up, the guest may settle the conflict and retry.
          if (holder && holder.id !== customerId) throw phoneTaken();
          const updated = await updateCustomer(tx, partnerId, customerId, { phone });
          if (!updated) throw sessionRequired();
          return toCustomer(updated);
        });
      } catch (error) {
        // Another guest took the number between our check and the update (the unique index noticed).
        if (isUniqueViolation(error)) throw phoneTaken();
        throw error;
      }
    },
  };
}
