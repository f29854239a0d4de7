import { eq, schema, type Tx } from "@clinic/db";

export { findFeePage, findFees, hasFees } from "@api/storefront/non-covered-fees/repository";

const { nonCoveredFees, nonCoveredFeePages } = schema;

export type FeeValues = Omit<typeof nonCoveredFees.$inferInsert, "partnerId" | "id" | "weight">;

/** The list is replaced whole, stored with weight = position (the page's order is the console's). */
export async function replaceFees(tx: Tx, partnerId: number, items: FeeValues[]): Promise<void> {
  await tx.delete(nonCoveredFees).where(eq(nonCoveredFees.partnerId, partnerId));
  if (items.length > 0) {
    await tx.insert(nonCoveredFees).values(items.map((item, weight) => ({ ...item, partnerId, weight })));
  }
}

/** The notes and the date of the last change (최종 변경일). */
export async function upsertFeePage(tx: Tx, partnerId: number, notes: string | null, changedAt: Date) {
  await tx
    .insert(nonCoveredFeePages)
    .values({ partnerId, notes, changedAt })
    .onConflictDoUpdate({ target: nonCoveredFeePages.partnerId, set: { notes, changedAt } });
}
