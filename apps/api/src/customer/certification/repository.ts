import { insertOne } from "@api/lib/insert-one";
import { and, eq, schema, sql, type Tx } from "@clinic/db";

const { identityCertifications: certifications } = schema;

export type CertificationRow = typeof certifications.$inferSelect;
export type CertificationInsert = Omit<typeof certifications.$inferInsert, "id" | "certifiedAt" | "usedAt">;

/**
 * Stores a verification the provider vouched for. Checking the same imp_uid again refreshes the person but keeps
 * when it was first certified and whether it was used, so re-checking never revives an old or spent one.
 */
export async function upsertCertification(tx: Tx, row: CertificationInsert): Promise<CertificationRow> {
  const { partnerId: _partner, impUid: _impUid, ...person } = row;
  const [stored] = await tx
    .insert(certifications)
    .values(row)
    .onConflictDoUpdate({ target: [certifications.partnerId, certifications.impUid], set: person })
    .returning();
  if (!stored) throw new Error("certification upsert returned no row");
  return stored;
}

export async function insertCertification(tx: Tx, row: CertificationInsert): Promise<CertificationRow> {
  return insertOne(tx, certifications, row, "certification insert returned no row");
}

/** A verification of this clinic; `forUse` locks it so two sign-ups cannot spend it at once. */
export async function findCertification(
  tx: Tx,
  partnerId: number,
  impUid: string,
  { forUse = false } = {},
): Promise<CertificationRow | null> {
  const query = tx
    .select()
    .from(certifications)
    .where(and(eq(certifications.partnerId, partnerId), eq(certifications.impUid, impUid)));
  const [found] = forUse ? await query.for("update") : await query;
  return found ?? null;
}

export async function markCertificationUsed(tx: Tx, partnerId: number, id: number): Promise<void> {
  await tx
    .update(certifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(certifications.partnerId, partnerId), eq(certifications.id, id)));
}
