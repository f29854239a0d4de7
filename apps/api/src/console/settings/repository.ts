import { inClinicOrder } from "@api/lib/clinic-order";
import { findClinicRow } from "@api/lib/clinic-rows";
import { and, asc, eq, schema, type Tx } from "@clinic/db";

const { partners, partnerOperationTimes, partnerMarketingInfo, homepageConfigs, popups, popupItems } = schema;

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerValues = Partial<typeof partners.$inferInsert>;
export type OperationTimeRow = typeof partnerOperationTimes.$inferSelect;
export type OperationTimeValues = Omit<typeof partnerOperationTimes.$inferInsert, "partnerId">;
export type MarketingRow = typeof partnerMarketingInfo.$inferSelect;
export type MarketingValues = Omit<typeof partnerMarketingInfo.$inferInsert, "partnerId">;
export type HomepageRow = typeof homepageConfigs.$inferSelect;
export type HomepageValues = Omit<typeof homepageConfigs.$inferInsert, "partnerId">;
export type PopupRow = typeof popups.$inferSelect;
export type PopupValues = Omit<typeof popups.$inferInsert, "partnerId" | "id">;
export type PopupItemRow = typeof popupItems.$inferSelect;
export type PopupItemValues = Omit<typeof popupItems.$inferInsert, "partnerId" | "popupId" | "id">;

// Every call runs inside withTenant (row-level security); the explicit partner filters keep the queries correct
// on their own. Statements run one after another: a transaction is one connection.

export async function findPartnerRow(tx: Tx, partnerId: number): Promise<PartnerRow | null> {
  const [row] = await tx.select().from(partners).where(eq(partners.id, partnerId));
  return row ?? null;
}

export async function updatePartnerRow(tx: Tx, partnerId: number, values: PartnerValues): Promise<void> {
  await tx
    .update(partners)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(partners.id, partnerId));
}

export async function findOperationTimes(tx: Tx, partnerId: number): Promise<OperationTimeRow[]> {
  return tx
    .select()
    .from(partnerOperationTimes)
    .where(eq(partnerOperationTimes.partnerId, partnerId))
    .orderBy(asc(partnerOperationTimes.weekday));
}

/** The week is replaced as a whole: seven rows, closed days with null times. */
export async function replaceOperationTimes(
  tx: Tx,
  partnerId: number,
  days: OperationTimeValues[],
): Promise<void> {
  await tx.delete(partnerOperationTimes).where(eq(partnerOperationTimes.partnerId, partnerId));
  if (days.length > 0) {
    await tx.insert(partnerOperationTimes).values(days.map((day) => ({ ...day, partnerId })));
  }
}

export async function findMarketing(tx: Tx, partnerId: number): Promise<MarketingRow | null> {
  return findClinicRow(tx, partnerMarketingInfo, partnerId);
}

export async function upsertMarketing(tx: Tx, partnerId: number, values: MarketingValues): Promise<void> {
  await tx
    .insert(partnerMarketingInfo)
    .values({ ...values, partnerId })
    .onConflictDoUpdate({ target: partnerMarketingInfo.partnerId, set: values });
}

export async function findHomepage(tx: Tx, partnerId: number): Promise<HomepageRow | null> {
  const [row] = await tx.select().from(homepageConfigs).where(eq(homepageConfigs.partnerId, partnerId));
  return row ?? null;
}

export async function upsertHomepage(tx: Tx, partnerId: number, values: HomepageValues): Promise<void> {
  await tx
    .insert(homepageConfigs)
    .values({ ...values, partnerId })
    .onConflictDoUpdate({ target: homepageConfigs.partnerId, set: values });
}

export async function findPopups(tx: Tx, partnerId: number, id?: number): Promise<PopupRow[]> {
  const byId = id === undefined ? undefined : eq(popups.id, id);
  return inClinicOrder(tx, popups, partnerId, byId);
}

/** The popups' items, as the storefront reads them. */
export { findPopupItems as findItems } from "@api/storefront/popups/repository";

export async function insertPopup(tx: Tx, partnerId: number, values: PopupValues): Promise<number> {
  const [row] = await tx
    .insert(popups)
    .values({ ...values, partnerId })
    .returning({ id: popups.id });
  if (!row) throw new Error("popup insert returned no row");
  return row.id;
}

/** Whether the popup existed (in this clinic) and was updated. */
export async function updatePopup(
  tx: Tx,
  partnerId: number,
  id: number,
  values: PopupValues,
): Promise<boolean> {
  const rows = await tx
    .update(popups)
    .set(values)
    .where(and(eq(popups.partnerId, partnerId), eq(popups.id, id)))
    .returning({ id: popups.id });
  return rows.length > 0;
}

/** Items are replaced as a whole: the form edits the list, not single items. */
export async function replaceItems(
  tx: Tx,
  partnerId: number,
  popupId: number,
  items: PopupItemValues[],
): Promise<void> {
  await tx
    .delete(popupItems)
    .where(and(eq(popupItems.partnerId, partnerId), eq(popupItems.popupId, popupId)));
  if (items.length > 0) {
    await tx.insert(popupItems).values(items.map((item) => ({ ...item, partnerId, popupId })));
  }
}

/** Whether the popup existed; its items go with it (foreign key cascade). */
export async function deletePopup(tx: Tx, partnerId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(popups)
    .where(and(eq(popups.partnerId, partnerId), eq(popups.id, id)))
    .returning({ id: popups.id });
  return rows.length > 0;
}
