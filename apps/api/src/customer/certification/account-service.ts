import { toCustomer } from "@api/customer/customers-core/present";
import {
  type CustomerRow,
  findLiveCustomer,
  findRegisteredByPersonKey,
  insertCustomer,
  updateCustomer,
} from "@api/customer/customers-core/repository";
import { createSessionService } from "@api/customer/sessions/service";
import { HttpError } from "@api/lib/http-error";
import { sessionRequired } from "@api/plugins/customer-session";
import { type Database, type Tx, withTenant } from "@clinic/db";
import {
  type AuthSession,
  authMessages,
  CERTIFICATION_TTL_SECONDS,
  type Customer,
  type signupSchema,
} from "@clinic/shared";
import type { z } from "zod";
import { type CertificationRow, findCertification, markCertificationUsed } from "./repository";

type SignupInput = z.output<typeof signupSchema>;

const certificationExpired = () =>
  new HttpError(400, "verification unknown, used or expired", authMessages.certificationExpired);
const alreadyRegistered = () => new HttpError(409, "already registered", authMessages.alreadyRegistered);
const notRegistered = () => new HttpError(404, "not registered", authMessages.notRegistered);
const guestOnly = () => new HttpError(409, "guests only", authMessages.guestOnly);

/** Postgres unique_violation, possibly wrapped by Drizzle: a concurrent sign-up of the same person won the race. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A verification that may still be spent: it exists at this clinic, has not been used and is recent. Locked for
 * the rest of the transaction, so two requests cannot both spend it.
 */
async function usableCertification(tx: Tx, partnerId: number, impUid: string): Promise<CertificationRow> {
  const row = await findCertification(tx, partnerId, impUid, { forUse: true });
  const fresh = row && Date.now() - row.certifiedAt.getTime() <= CERTIFICATION_TTL_SECONDS * 1000;
  if (!row || row.usedAt !== null || !fresh) throw certificationExpired();
  return row;
}

/** The verified person's details as a customer row holds them. */
const identityOf = (row: CertificationRow) => ({
  type: "REGISTERED",
  name: row.name,
  phone: row.phone,
  birthDate: row.birthDate,
  gender: row.gender,
  personKeyHash: row.personKeyHash,
});

export interface AccountService {
  /** A new registered account for the verified person, signed in. */
  signup(partnerId: number, input: SignupInput): Promise<AuthSession>;
  /** A new session for the verified person's account; 404 when they have none. */
  signin(partnerId: number, impUid: string): Promise<AuthSession>;
  /** Turns the signed-in guest into a registered customer with the verified identity. */
  upgradeGuest(partnerId: number, customerId: number, impUid: string): Promise<Customer>;
}

export function createAccountService(database: Database): AccountService {
  const sessions = createSessionService(database);

  const signedIn = async (tx: Tx, partnerId: number, customer: CustomerRow): Promise<AuthSession> => {
    const { token, expiresAt } = await sessions.issue(tx, partnerId, customer.id);
    return { token, expiresAt: expiresAt.toISOString(), customer: toCustomer(customer) };
  };

  /** Runs `fn` in the clinic's transaction; a unique-index clash on the person's account becomes a 409. */
  const inTenant = async <T>(partnerId: number, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return await withTenant(database.db, partnerId, fn);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyRegistered();
      throw error;
    }
  };

  return {
    signup: (partnerId, input) =>
      inTenant(partnerId, async (tx) => {
        const certification = await usableCertification(tx, partnerId, input.impUid);
        if (await findRegisteredByPersonKey(tx, partnerId, certification.personKeyHash))
          throw alreadyRegistered();
        const customer = await insertCustomer(tx, {
          partnerId,
          ...identityOf(certification),
          email: input.email ? input.email : null,
          marketingReceivable: input.marketingReceivable,
          // When the consent (or refusal) was given: the clinic must be able to show it.
          marketingUpdatedAt: new Date(),
        });
        await markCertificationUsed(tx, partnerId, certification.id);
        return signedIn(tx, partnerId, customer);
      }),

    signin: (partnerId, impUid) =>
      inTenant(partnerId, async (tx) => {
        const certification = await usableCertification(tx, partnerId, impUid);
        const customer = await findRegisteredByPersonKey(tx, partnerId, certification.personKeyHash);
        if (!customer) throw notRegistered();
        await markCertificationUsed(tx, partnerId, certification.id);
        return signedIn(tx, partnerId, customer);
      }),

    upgradeGuest: (partnerId, customerId, impUid) =>
      inTenant(partnerId, async (tx) => {
        const guest = await findLiveCustomer(tx, partnerId, customerId);
        // The session was live a moment ago; a withdrawal in between ends it.
        if (!guest) throw sessionRequired();
        if (guest.type !== "GUEST") throw guestOnly();
        const certification = await usableCertification(tx, partnerId, impUid);
        if (await findRegisteredByPersonKey(tx, partnerId, certification.personKeyHash))
          throw alreadyRegistered();
        const upgraded = await updateCustomer(tx, partnerId, customerId, identityOf(certification));
        if (!upgraded) throw sessionRequired();
        await markCertificationUsed(tx, partnerId, certification.id);
        return toCustomer(upgraded);
      }),
  };
}
