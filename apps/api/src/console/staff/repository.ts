import { and, asc, eq, gt, inArray, isNull, schema, sql, type Tx } from "@clinic/db";
import type { ClinicRole, InvitableRole, StaffRole } from "@clinic/shared";

const { staffAccounts, staffSessions } = schema;

/** A clinic's live accounts (tenant transaction: row-level security shows only this clinic's). */
export async function listClinicStaff(tx: Tx, partnerId: number) {
  const rows = await tx
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      partnerId: staffAccounts.partnerId,
      passwordHash: staffAccounts.passwordHash,
      createdAt: staffAccounts.createdAt,
    })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.partnerId, partnerId), isNull(staffAccounts.removedAt)))
    .orderBy(asc(staffAccounts.id));
  return rows.map(({ passwordHash, createdAt, role, ...row }) => ({
    ...row,
    role: role as StaffRole,
    invited: passwordHash === null,
    createdAt: createdAt.toISOString(),
  }));
}

/** Whether the email is taken by any account (platform role: accounts of every clinic). */
export async function emailTaken(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = ${email.toLowerCase()}`);
  return row !== undefined;
}

export async function insertInvitedStaff(
  tx: Tx,
  values: {
    partnerId: number;
    email: string;
    name: string;
    role: "OWNER" | InvitableRole;
    invitedBy: number;
    tokenHash: string;
    expiresAt: Date;
  },
) {
  const [row] = await tx
    .insert(staffAccounts)
    .values({
      partnerId: values.partnerId,
      email: values.email,
      name: values.name,
      role: values.role,
      invitedBy: values.invitedBy,
      inviteTokenHash: values.tokenHash,
      inviteExpiresAt: values.expiresAt,
    })
    .returning({ id: staffAccounts.id });
  return row!.id;
}

/** Removes a manager's or staff member's account (never an owner); answers who it was, or null when there is none. */
export async function removeStaff(
  tx: Tx,
  partnerId: number,
  staffId: number,
): Promise<{ name: string; email: string } | null> {
  const rows = await tx
    .update(staffAccounts)
    .set({ removedAt: sql`now()`, inviteTokenHash: null })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        eq(staffAccounts.partnerId, partnerId),
        inArray(staffAccounts.role, ["MANAGER", "STAFF"]),
        isNull(staffAccounts.removedAt),
      ),
    )
    .returning({ name: staffAccounts.name, email: staffAccounts.email });
  return rows[0] ?? null;
}

/** One live account of this clinic, or null. */
export async function findClinicStaff(tx: Tx, partnerId: number, staffId: number) {
  const rows = await listClinicStaff(tx, partnerId);
  return rows.find((row) => row.id === staffId) ?? null;
}

/**
 * The ids of the clinic's live owners, their rows locked until the transaction ends: two owners demoting each
 * other at once are serialised, so the second sees the first's change and the clinic keeps an owner.
 */
export async function lockOwnerIds(tx: Tx, partnerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.partnerId, partnerId),
        eq(staffAccounts.role, "OWNER"),
        isNull(staffAccounts.removedAt),
      ),
    )
    .for("update");
  return rows.map((row) => row.id);
}

export async function setStaffRole(tx: Tx, partnerId: number, staffId: number, role: ClinicRole) {
  await tx
    .update(staffAccounts)
    .set({ role })
    .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.partnerId, partnerId)));
}

export async function revokeSessionsOf(tx: Tx, staffId: number): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Accepts a live invitation: sets the password and spends the token (platform role). */
export async function acceptInvitation(tx: Tx, tokenHash: string, passwordHash: string) {
  const [row] = await tx
    .update(staffAccounts)
    .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null, passwordChangedAt: sql`now()` })
    .where(
      and(
        eq(staffAccounts.inviteTokenHash, tokenHash),
        gt(staffAccounts.inviteExpiresAt, sql`now()`),
        isNull(staffAccounts.removedAt),
      ),
    )
    .returning({ id: staffAccounts.id, email: staffAccounts.email });
  return row ?? null;
}
