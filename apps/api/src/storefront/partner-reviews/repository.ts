import type { Paging, RowsPage } from "@api/lib/table-page";
import { and, count, desc, eq, schema, sql, type Tx } from "@clinic/db";

const { partnerReviews } = schema;

export type ReviewRow = typeof partnerReviews.$inferSelect;

const visible = (partnerId: number) =>
  and(eq(partnerReviews.partnerId, partnerId), eq(partnerReviews.isVisible, true));

export async function findVisibleReviews(
  tx: Tx,
  partnerId: number,
  paging: Paging,
): Promise<RowsPage<ReviewRow> & { averageRating: number | null }> {
  const rows = await tx
    .select()
    .from(partnerReviews)
    .where(visible(partnerId))
    .orderBy(desc(partnerReviews.createdAt), desc(partnerReviews.id))
    .limit(paging.limit)
    .offset(paging.offset);
  // avg() of no rows is null; numeric comes back as a string from both drivers.
  const [summary] = await tx
    .select({ total: count(), average: sql<string | null>`round(avg(${partnerReviews.rating}), 1)` })
    .from(partnerReviews)
    .where(visible(partnerId));
  const average = summary?.average;
  return {
    rows,
    total: summary?.total ?? 0,
    averageRating: average === null || average === undefined ? null : Number(average),
  };
}

export async function findVisibleReview(tx: Tx, partnerId: number, id: number): Promise<ReviewRow | null> {
  const [found] = await tx
    .select()
    .from(partnerReviews)
    .where(and(visible(partnerId), eq(partnerReviews.id, id)));
  return found ?? null;
}
