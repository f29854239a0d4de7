import { and, asc, eq, gt, inArray, isNull, lte, or, schema, sql, type Tx } from "@clinic/db";

const { popups, popupItems } = schema;

export type PopupRow = typeof popups.$inferSelect;
export type PopupItemRow = typeof popupItems.$inferSelect;

/** Popups switched on whose display window (either end open) contains the database's current time. */
export async function findVisiblePopups(tx: Tx, partnerId: number): Promise<PopupRow[]> {
  const now = sql`now()`;
  return tx
    .select()
    .from(popups)
    .where(
      and(
        eq(popups.partnerId, partnerId),
        eq(popups.isVisible, true),
        or(isNull(popups.startsAt), lte(popups.startsAt, now)),
        or(isNull(popups.endsAt), gt(popups.endsAt, now)),
      ),
    )
    .orderBy(asc(popups.weight), asc(popups.id));
}

export async function findPopupItems(tx: Tx, partnerId: number, popupIds: number[]): Promise<PopupItemRow[]> {
  if (popupIds.length === 0) return [];
  return tx
    .select()
    .from(popupItems)
    .where(and(eq(popupItems.partnerId, partnerId), inArray(popupItems.popupId, popupIds)))
    .orderBy(asc(popupItems.weight), asc(popupItems.id));
}
