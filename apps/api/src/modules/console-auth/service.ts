import { createHash, randomBytes } from "node:crypto";
import { type Database, withPlatform } from "@clinic/db";
import { hashPassword, verifyPassword } from "@clinic/db/passwords";
import { CONSOLE_SESSION_TTL_SECONDS, type Staff, type StaffMe } from "@clinic/shared";
import { HttpError } from "../../lib/http-error";
import { createRateLimiter, type RateLimitRule } from "../../lib/rate-limit";
import { tooManyAttempts } from "../../lib/route-limits";
import {
  findStaffByEmail,
  findStaffById,
  findStaffBySession,
  insertStaffSession,
  listClinics,
  revokeAllStaffSessions,
  revokeStaffSession,
  type StaffRow,
  setStaffPassword,
} from "./repository";

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const MINUTE = 60;

/**
 * Failed sign-ins (OWASP ASVS 2.2.1): per account, so one mailbox cannot be guessed at from many addresses, and
 * per address, so one machine cannot try many accounts. Only failures count; the right password then waits too.
 */
export const SIGN_IN_LIMITS = {
  perAccount: { name: "console-sign-in-account", limit: 5, windowSeconds: 15 * MINUTE },
  perAddress: { name: "console-sign-in-ip", limit: 20, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

// Verified when the email is unknown, so a miss costs the same time as a wrong password (no account probing).
const DUMMY_HASH = hashPassword("timing-equaliser-not-a-password");

/** Verifies against a throwaway hash and answers false: an unknown email takes as long as a wrong password. */
async function spendVerifyTime(password: string): Promise<false> {
  await verifyPassword(await DUMMY_HASH, password);
  return false;
}

export const hashConsoleToken = (token: string) => createHash("sha256").update(token).digest("hex");
const toStaff = ({ passwordHash: _hash, ...staff }: StaffRow): Staff => staff;

export const wrongCredentials = () =>
  new HttpError(401, "wrong email or password", "이메일 또는 비밀번호가 올바르지 않습니다.");
export const consoleSessionRequired = () =>
  new HttpError(401, "console session required", "로그인이 필요합니다. 다시 로그인해 주세요.");

export interface IssuedStaffSession {
  token: string;
  expiresAt: string;
  staff: Staff;
}

export function createConsoleAuthService(database: Database) {
  const limiter = createRateLimiter(database);
  const platform = <T>(fn: Parameters<typeof withPlatform<T>>[1]) => withPlatform(database.db, fn);

  async function issue(staff: StaffRow): Promise<IssuedStaffSession> {
    const token = randomBytes(TOKEN_BYTES).toString("base64url");
    const expiresAt = new Date(Date.now() + CONSOLE_SESSION_TTL_SECONDS * 1000);
    await platform((tx) =>
      insertStaffSession(tx, { staffId: staff.id, tokenHash: hashConsoleToken(token), expiresAt }),
    );
    return { token, expiresAt: expiresAt.toISOString(), staff: toStaff(staff) };
  }

  return {
    async signIn(email: string, password: string, address: string): Promise<IssuedStaffSession> {
      const accountKey = email.toLowerCase();
      await limiter.assertAllowed(SIGN_IN_LIMITS.perAddress, address, tooManyAttempts);
      await limiter.assertAllowed(SIGN_IN_LIMITS.perAccount, accountKey, tooManyAttempts);
      const staff = await platform((tx) => findStaffByEmail(tx, email));
      const ok = staff?.passwordHash
        ? await verifyPassword(staff.passwordHash, password)
        : await spendVerifyTime(password);
      if (!staff || !ok) {
        await limiter.hit(SIGN_IN_LIMITS.perAddress, address);
        await limiter.hit(SIGN_IN_LIMITS.perAccount, accountKey);
        throw wrongCredentials();
      }
      return issue(staff);
    },

    /** The account a token signs in, or null (malformed, unknown, expired, revoked, removed account). */
    async resolve(token: string): Promise<Staff | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const staff = await platform((tx) => findStaffBySession(tx, hashConsoleToken(token)));
      return staff ? toStaff(staff) : null;
    },

    async signOut(token: string): Promise<void> {
      if (!TOKEN_PATTERN.test(token)) return;
      await platform((tx) => revokeStaffSession(tx, hashConsoleToken(token)));
    },

    /** Rotation: a fresh token replaces the presented one, which stops working at once. */
    async rotate(token: string, staff: Staff): Promise<IssuedStaffSession> {
      await platform((tx) => revokeStaffSession(tx, hashConsoleToken(token)));
      const row = await platform((tx) => findStaffById(tx, staff.id));
      if (!row) throw consoleSessionRequired();
      return issue(row);
    },

    /** Every other session ends (a stolen one included); the caller gets a fresh one. */
    async changePassword(staff: Staff, current: string, next: string): Promise<IssuedStaffSession> {
      const row = await platform((tx) => findStaffById(tx, staff.id));
      if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, current))) {
        throw new HttpError(400, "current password is wrong", "현재 비밀번호가 올바르지 않습니다.", [
          { path: "currentPassword", message: "현재 비밀번호가 올바르지 않습니다." },
        ]);
      }
      const hash = await hashPassword(next);
      await platform(async (tx) => {
        await setStaffPassword(tx, staff.id, hash);
        await revokeAllStaffSessions(tx, staff.id);
      });
      return issue(row);
    },

    async me(staff: Staff): Promise<StaffMe> {
      const clinics = await platform((tx) => listClinics(tx, staff.partnerId));
      return {
        staff,
        clinics: clinics.map((clinic) => ({
          ...clinic,
          deployStatus: clinic.deployStatus as StaffMe["clinics"][number]["deployStatus"],
        })),
      };
    },
  };
}

export type ConsoleAuthService = ReturnType<typeof createConsoleAuthService>;
