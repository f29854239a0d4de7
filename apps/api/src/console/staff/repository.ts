import { and, asc, eq, gt, isNull, schema, sql, type Tx } from "@clinic/db";
import type { StaffRole } from "@clinic/shared";

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
    role: "OWNER" | "STAFF";
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

/** Marks a STAFF account of this clinic removed and ends its sessions; false when there is none. */
/** Removes a staff account (never an owner); answers who it was, or null when there was no such account. */
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
        eq(staffAccounts.role, "STAFF"),
        isNull(staffAccounts.removedAt),
      ),
    )
    .returning({ name: staffAccounts.name, email: staffAccounts.email });
  return rows[0] ?? null;
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
