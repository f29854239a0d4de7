import { visibleInClinicOrder } from "@api/lib/clinic-order";
import { inArray, schema, type Tx } from "@clinic/db";

const { afterNotices } = schema;

export type AfterNoticeRow = typeof afterNotices.$inferSelect;

/** Visible after-notices, all of them by weight or only those among `ids` (in no particular order). */
export function findVisibleAfterNotices(
  tx: Tx,
  partnerId: number,
  ids?: number[],
): Promise<AfterNoticeRow[]> {
  return visibleInClinicOrder(
    tx,
    afterNotices,
    partnerId,
    ids === undefined ? undefined : inArray(afterNotices.id, ids),
  );
}
