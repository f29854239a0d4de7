import { findClinicRow } from "@api/lib/clinic-rows";
import { eq, schema, type Tx } from "@clinic/db";

const { brandings } = schema;

export type BrandingRow = typeof brandings.$inferSelect;

export async function findBranding(tx: Tx, partnerId: number, id: number): Promise<BrandingRow | null> {
  return findClinicRow(tx, brandings, partnerId, eq(brandings.id, id));
}
