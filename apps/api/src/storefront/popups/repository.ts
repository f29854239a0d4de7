import { inClinicOrder, visibleInClinicOrder } from "@api/lib/clinic-order";
import { gt, inArray, isNull, lte, or, schema, sql, type Tx } from "@clinic/db";

const { popups, popupItems } = schema;

export type PopupRow = typeof popups.$inferSelect;
export type PopupItemRow = typeof popupItems.$inferSelect;

/** Popups switched on whose display window (either end open) contains the database's current time. */
export async function findVisiblePopups(tx: Tx, partnerId: number): Promise<PopupRow[]> {
  const now = sql`now()`;
  return visibleInClinicOrder(
    tx,
    popups,
    partnerId,
    or(isNull(popups.startsAt), lte(popups.startsAt, now)),
    or(isNull(popups.endsAt), gt(popups.endsAt, now)),
  );
}

export async function findPopupItems(tx: Tx, partnerId: number, popupIds: number[]): Promise<PopupItemRow[]> {
  if (popupIds.length === 0) return [];
  return inClinicOrder(tx, popupItems, partnerId, inArray(popupItems.popupId, popupIds));
}
