import { and, asc, eq, inArray, schema, type Tx } from "@clinic/db";

const { afterNotices } = schema;

export type AfterNoticeRow = typeof afterNotices.$inferSelect;

/** Visible after-notices, all of them by weight or only those among `ids` (in no particular order). */
export function findVisibleAfterNotices(
  tx: Tx,
  partnerId: number,
  ids?: number[],
): Promise<AfterNoticeRow[]> {
  return tx
    .select()
    .from(afterNotices)
    .where(
      and(
        eq(afterNotices.partnerId, partnerId),
        eq(afterNotices.isVisible, true),
        ids === undefined ? undefined : inArray(afterNotices.id, ids),
      ),
    )
    .orderBy(asc(afterNotices.weight), asc(afterNotices.id));
}
