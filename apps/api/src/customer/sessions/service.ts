import { createHash, randomBytes } from "node:crypto";
import { type Database, type Tx, withTenant } from "@clinic/db";
import { SESSION_TTL_SECONDS } from "@clinic/shared";
import { findLiveSession, insertSession, revokeCustomerSessions, revokeSessionByHash } from "./repository";

/** 256 bits from the OS's secure random source; base64url so it travels in a cookie and a header unchanged. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored: a leaked table does not let anyone sign in. Tokens are random, so no salt is needed. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface SessionService {
  /** A new session for the customer (every login gets a new token). Runs in the caller's tenant transaction. */
  issue(tx: Tx, partnerId: number, customerId: number): Promise<IssuedSession>;
  /** The customer a token signs in at this clinic, or null (unknown, malformed, expired, revoked, withdrawn). */
  resolve(partnerId: number, token: string): Promise<{ sessionId: number; customerId: number } | null>;
  /** Ends the session of a token; false when it was not live. */
  revoke(partnerId: number, token: string): Promise<boolean>;
  /** Ends every session of a customer (withdrawal). */
  revokeAll(tx: Tx, partnerId: number, customerId: number): Promise<void>;
}

export function createSessionService(database: Database): SessionService {
  return {
    async issue(tx, partnerId, customerId) {
      const token = randomBytes(TOKEN_BYTES).toString("base64url");
      const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
      await insertSession(tx, { partnerId, customerId, tokenHash: hashToken(token), expiresAt });
      return { token, expiresAt };
    },
    async resolve(partnerId, token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      return withTenant(database.db, partnerId, (tx) => findLiveSession(tx, partnerId, hashToken(token)));
    },
    async revoke(partnerId, token) {
      if (!TOKEN_PATTERN.test(token)) return false;
      return withTenant(database.db, partnerId, (tx) => revokeSessionByHash(tx, partnerId, hashToken(token)));
    },
    revokeAll: (tx, partnerId, customerId) => revokeCustomerSessions(tx, partnerId, customerId),
  };
}
