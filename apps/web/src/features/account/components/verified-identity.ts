import { CERTIFICATION_TTL_SECONDS } from "@clinic/shared";

/**
 * A verification made on /login by someone without an account, handed to /sign-up. Kept in sessionStorage (this
 * tab only, gone with it) rather than in the URL, so the imp_uid that can open an account stays out of history,
 * logs and shared links. Forgotten once used or older than the API would accept.
 */
const KEY = "clinic-verified-identity";
const MS_PER_SECOND = 1000;

export interface VerifiedIdentity {
  impUid: string;
  name: string;
  /** When it was verified (epoch ms). */
  at: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberVerifiedIdentity(identity: VerifiedIdentity): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(identity));
  } catch {
    // Storage full or disabled: /sign-up then starts the verification itself.
  }
}

/** The identity handed over, if still young enough for the API to accept. Pure apart from the storage read. */
export function parseVerifiedIdentity(raw: string | null, now: number): VerifiedIdentity | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<VerifiedIdentity>;
    if (typeof value.impUid !== "string" || typeof value.name !== "string" || typeof value.at !== "number") {
      return null;
    }
    if (now - value.at > CERTIFICATION_TTL_SECONDS * MS_PER_SECOND) return null;
    return { impUid: value.impUid, name: value.name, at: value.at };
  } catch {
    return null;
  }
}

export function recallVerifiedIdentity(now = Date.now()): VerifiedIdentity | null {
  return parseVerifiedIdentity(storage()?.getItem(KEY) ?? null, now);
}

export function forgetVerifiedIdentity(): void {
  storage()?.removeItem(KEY);
}
