import { and, eq, schema, type Tx } from "@clinic/db";

const { brandings } = schema;

export type BrandingRow = typeof brandings.$inferSelect;

export async function findBranding(tx: Tx, partnerId: number, id: number): Promise<BrandingRow | null> {
  const [row] = await tx
    .select()
    .from(brandings)
    .where(and(eq(brandings.partnerId, partnerId), eq(brandings.id, id)));
  return row ?? null;
}
