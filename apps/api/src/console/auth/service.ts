import { createHash, randomBytes } from "node:crypto";
import { createAttemptDelay, type DelayRule } from "@api/lib/attempt-delay";
import { HttpError } from "@api/lib/http-error";
import { tooManyAttempts } from "@api/lib/route-limits";
import { type Database, withPlatform } from "@clinic/db";
import { hashPassword, verifyPassword } from "@clinic/db/passwords";
import { CONSOLE_SESSION_TTL_SECONDS, type Staff, type StaffMe } from "@clinic/shared";
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
const HOUR = 60 * MINUTE;

/**
 * Failed console password checks (OWASP ASVS 2.2.1) slow down progressively instead of locking (decision 0019).
 * Per address: 20 free failures, then 1 s, 2 s, 4 s … up to 15 minutes between tries, which is what bounds a
 * guesser. Per account (sign-in by email; a password change by account): the same curve from 5 failures, which
 * only refuses addresses that have been failing themselves, so a stranger's guessing never keeps the owner out.
 */
export const SIGN_IN_DELAYS = {
  perAccount: {
    name: "console-sign-in-account-delay",
    freeFailures: 5,
    baseSeconds: 1,
    maxSeconds: 15 * MINUTE,
    forgetSeconds: HOUR,
  },
  perAddress: {
    name: "console-sign-in-ip-delay",
    freeFailures: 20,
    baseSeconds: 1,
    maxSeconds: 15 * MINUTE,
    forgetSeconds: HOUR,
  },
} as const satisfies Record<string, DelayRule>;

/** The current password of a signed-in account, checked before a change (a stolen session must not guess it). */
export const PASSWORD_CHANGE_DELAYS = {
  perAccount: { ...SIGN_IN_DELAYS.perAccount, name: "console-password-change-account-delay" },
  perAddress: { ...SIGN_IN_DELAYS.perAddress, name: "console-password-change-ip-delay" },
} as const satisfies Record<string, DelayRule>;

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
  const delays = createAttemptDelay(database);
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
      const staff = await platform((tx) => findStaffByEmail(tx, email));
      const ok = await delays.attempt(
        {
          target: [[SIGN_IN_DELAYS.perAccount, email.toLowerCase()]],
          address: [[SIGN_IN_DELAYS.perAddress, address]],
          message: tooManyAttempts,
        },
        async () =>
          staff?.passwordHash ? verifyPassword(staff.passwordHash, password) : spendVerifyTime(password),
      );
      if (!staff || !ok) throw wrongCredentials();
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
    async changePassword(
      staff: Staff,
      current: string,
      next: string,
      address: string,
    ): Promise<IssuedStaffSession> {
      const row = await platform((tx) => findStaffById(tx, staff.id));
      const ok = await delays.attempt(
        {
          target: [[PASSWORD_CHANGE_DELAYS.perAccount, String(staff.id)]],
          address: [[PASSWORD_CHANGE_DELAYS.perAddress, address]],
          message: tooManyAttempts,
        },
        async () => (row?.passwordHash ? verifyPassword(row.passwordHash, current) : false),
      );
      if (!row || !ok) {
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
