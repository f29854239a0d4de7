import { randomBytes } from "node:crypto";
import { changesBetween, recordAudit } from "@api/console/audit/repository";
import { hashConsoleToken } from "@api/console/auth/service";
import { createAttemptDelay, type DelayRule } from "@api/lib/attempt-delay";
import { HttpError, notFound } from "@api/lib/http-error";
import { tooManyAttempts } from "@api/lib/route-limits";
import { recordInvitation } from "@api/messaging/invitation-messages";
import { type Database, withPlatform, withTenant } from "@clinic/db";
import { hashPassword } from "@clinic/db/passwords";
import { type ClinicRole, type InvitableRole, type Staff, staffRoleLabels } from "@clinic/shared";
import {
  acceptInvitation,
  emailTaken,
  findClinicStaff,
  insertInvitedStaff,
  listClinicStaff,
  lockOwnerIds,
  removeStaff,
  revokeSessionsOf,
  setStaffRole,
} from "./repository";

/** An invitation link stays usable for three days; the owner can invite again after that. */
const INVITE_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Unknown or spent invitation tokens, per address and per token: tokens are 256 bits, so only a script fails
 * often. The same progressive delay as sign-ins (decision 0019): a few free failures, then exponentially longer
 * waits (429 with Retry-After); a right token from an address that has not been failing always works.
 */
export const ACCEPT_INVITE_DELAYS = {
  perToken: {
    name: "console-accept-invite-token-delay",
    freeFailures: 3,
    baseSeconds: 1,
    maxSeconds: 15 * 60,
    forgetSeconds: 60 * 60,
  },
  perAddress: {
    name: "console-accept-invite-ip-delay",
    freeFailures: 5,
    baseSeconds: 1,
    maxSeconds: 15 * 60,
    forgetSeconds: 60 * 60,
  },
} as const satisfies Record<string, DelayRule>;

const emailInUse = () =>
  new HttpError(409, "email already has an account", "이미 등록된 이메일입니다.", [
    { path: "body.email", message: "이미 등록된 이메일입니다." },
  ]);

const roleRefused = (message: string) => new HttpError(409, "role change refused", message);

/**
 * `consoleOrigin` is where invitees open their link (https://console.<platform domain>); the invitation email
 * carries it (decision 0036).
 */
export function createConsoleStaffService(database: Database, consoleOrigin = "http://console.localhost") {
  const delays = createAttemptDelay(database);
  return {
    list: (partnerId: number) =>
      withTenant(database.db, partnerId, async (tx) => ({ content: await listClinicStaff(tx, partnerId) })),

    /** Owners invite a MANAGER or STAFF; the operator invites a new clinic's OWNER when creating it. */
    async invite(
      partnerId: number,
      owner: Staff,
      email: string,
      name: string,
      role: "OWNER" | InvitableRole = "STAFF",
    ) {
      if (await withPlatform(database.db, (tx) => emailTaken(tx, email))) throw emailInUse();
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
      const id = await withTenant(database.db, partnerId, async (tx) => {
        const created = await insertInvitedStaff(tx, {
          partnerId,
          email,
          name,
          role,
          invitedBy: owner.id,
          tokenHash: hashConsoleToken(token),
          expiresAt,
        });
        await recordAudit(tx, partnerId, owner, {
          action: "staff.invite",
          target: `staff:${created}`,
          // The log names the person (not only the account number) and the role they were invited as.
          detail: { name, email, role },
        });
        // The email commits with the invitation: an invitation nobody was told of cannot exist.
        await recordInvitation(tx, partnerId, {
          staffId: created,
          email,
          name,
          role,
          link: `${consoleOrigin}/invite/${token}`,
          expiresAt,
        });
        return created;
      });
      return {
        staff: { id, email, name, role, partnerId },
        inviteToken: token,
        inviteExpiresAt: expiresAt.toISOString(),
      };
    },

    async remove(partnerId: number, owner: Staff, staffId: number): Promise<void> {
      const removed = await withTenant(database.db, partnerId, async (tx) => {
        const account = await removeStaff(tx, partnerId, staffId);
        if (account)
          await recordAudit(tx, partnerId, owner, {
            action: "staff.remove",
            target: `staff:${staffId}`,
            detail: account,
          });
        return account !== null;
      });
      // Owners are not removed here (a clinic always keeps one); the operator changes owners.
      if (!removed) throw notFound("no such staff account");
      await withPlatform(database.db, (tx) => revokeSessionsOf(tx, staffId));
    },

    /**
     * The owner (or the operator) sets another account's role. Refused: one's own role (an owner cannot lock
     * themselves out), and taking the clinic's last owner away (a clinic always keeps one).
     */
    async changeRole(partnerId: number, actor: Staff, staffId: number, role: ClinicRole) {
      if (actor.id === staffId) throw roleRefused("자신의 권한은 바꿀 수 없습니다.");
      return withTenant(database.db, partnerId, async (tx) => {
        const owners = await lockOwnerIds(tx, partnerId);
        const account = await findClinicStaff(tx, partnerId, staffId);
        if (!account) throw notFound("no such staff account");
        if (account.role === role) return account;
        if (account.role === "OWNER" && owners.length <= 1)
          throw roleRefused(
            "병원에는 원장(소유자) 계정이 하나 이상 있어야 합니다. 다른 원장을 먼저 지정해 주세요.",
          );
        await setStaffRole(tx, partnerId, staffId, role);
        await recordAudit(tx, partnerId, actor, {
          action: "staff.role",
          target: `staff:${staffId}`,
          detail: {
            name: account.name,
            email: account.email,
            before: account.role,
            after: role,
            changes: changesBetween(
              { role: staffRoleLabels[account.role] },
              { role: staffRoleLabels[role] },
              { role: "권한" },
            ),
          },
        });
        return { ...account, role };
      });
    },

    async accept(token: string, password: string, address: string): Promise<{ email: string }> {
      const tokenHash = hashConsoleToken(token);
      const accepted: { email?: string } = {};
      await delays.attempt(
        {
          target: [[ACCEPT_INVITE_DELAYS.perToken, tokenHash]],
          address: [[ACCEPT_INVITE_DELAYS.perAddress, address]],
          message: tooManyAttempts,
        },
        async () => {
          const hash = await hashPassword(password);
          const row = await withPlatform(database.db, (tx) => acceptInvitation(tx, tokenHash, hash));
          if (row) accepted.email = row.email;
          return row !== undefined && row !== null;
        },
      );
      if (accepted.email === undefined) {
        throw new HttpError(
          404,
          "invitation unknown or expired",
          "초대 링크가 만료되었거나 이미 사용되었습니다.",
        );
      }
      return { email: accepted.email };
    },
  };
}

export type ConsoleStaffService = ReturnType<typeof createConsoleStaffService>;
