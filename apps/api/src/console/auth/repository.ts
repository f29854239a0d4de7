import { and, eq, gt, isNull, schema, sql, type Tx } from "@clinic/db";
import type { Staff, StaffRole } from "@clinic/shared";

const { staffAccounts, staffSessions } = schema;

export interface StaffRow extends Staff {
  passwordHash: string | null;
}

const staffColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  name: staffAccounts.name,
  role: staffAccounts.role,
  partnerId: staffAccounts.partnerId,
  passwordHash: staffAccounts.passwordHash,
};

const asStaff = (row: { role: string } & Omit<StaffRow, "role">): StaffRow => ({
  ...row,
  role: row.role as StaffRole,
});

/** A live (not removed) account by email, case-insensitively; platform role. */
export async function findStaffByEmail(tx: Tx, email: string): Promise<StaffRow | null> {
  const [row] = await tx
    .select(staffColumns)
    .from(staffAccounts)
    .where(and(sql`lower(${staffAccounts.email}) = ${email.toLowerCase()}`, isNull(staffAccounts.removedAt)));
  return row ? asStaff(row) : null;
}

export async function findStaffById(tx: Tx, id: number): Promise<StaffRow | null> {
  const [row] = await tx
    .select(staffColumns)
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, id), isNull(staffAccounts.removedAt)));
  return row ? asStaff(row) : null;
}

export async function insertStaffSession(
  tx: Tx,
  values: { staffId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(staffSessions).values(values);
}

/** The account of a live session: unexpired, unrevoked, account not removed. */
export async function findStaffBySession(tx: Tx, tokenHash: string): Promise<StaffRow | null> {
  const [row] = await tx
    .select(staffColumns)
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        isNull(staffAccounts.removedAt),
      ),
    );
  return row ? asStaff(row) : null;
}

export async function revokeStaffSession(tx: Tx, tokenHash: string): Promise<boolean> {
  const rows = await tx
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}

export async function revokeAllStaffSessions(tx: Tx, staffId: number): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

export async function setStaffPassword(tx: Tx, staffId: number, passwordHash: string): Promise<void> {
  await tx
    .update(staffAccounts)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(staffAccounts.id, staffId));
}

/** Clinics for the console's switcher: all of them for the operator, else the account's own. */
export async function listClinics(tx: Tx, partnerId: number | null) {
  const { partners } = schema;
  const query = tx
    .select({
      id: partners.id,
      code: partners.code,
      name: sql<string>`coalesce(${partners.displayName}, ${partners.partnerName})`,
      deployStatus: partners.deployStatus,
    })
    .from(partners)
    .orderBy(partners.id);
  return partnerId === null ? query : query.where(eq(partners.id, partnerId));
}
