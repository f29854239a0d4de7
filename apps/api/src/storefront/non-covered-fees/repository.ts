import { inClinicOrder } from "@api/lib/clinic-order";
import { eq, schema, type Tx } from "@clinic/db";

const { nonCoveredFees, nonCoveredFeePages } = schema;

export type FeeRow = typeof nonCoveredFees.$inferSelect;
export type FeePageRow = typeof nonCoveredFeePages.$inferSelect;

// Inside withTenant (row-level security); the partner filters keep each query right on its own.

/** Every item of the clinic in the clinic's order. */
export async function findFees(tx: Tx, partnerId: number): Promise<FeeRow[]> {
  return inClinicOrder(tx, nonCoveredFees, partnerId);
}

export async function findFeePage(tx: Tx, partnerId: number): Promise<FeePageRow | null> {
  const [row] = await tx.select().from(nonCoveredFeePages).where(eq(nonCoveredFeePages.partnerId, partnerId));
  return row ?? null;
}

/** Whether the clinic lists at least one item. */
export async function hasFees(tx: Tx, partnerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: nonCoveredFees.id })
    .from(nonCoveredFees)
    .where(eq(nonCoveredFees.partnerId, partnerId))
    .limit(1);
  return row !== undefined;
}
