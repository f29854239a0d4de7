import { and, asc, eq, type PgColumn, type PgTable, type SQL, type Tx } from "@clinic/db";

/** A table whose rows a clinic orders by hand: the site lists them by weight, ties by id. */
type OrderedTable = PgTable & { id: PgColumn; partnerId: PgColumn; weight: PgColumn };

/** A clinic's rows of an ordered table in the site's order; `where` narrows them (undefined conditions drop out). */
export function inClinicOrder<T extends OrderedTable>(
  tx: Tx,
  table: T,
  partnerId: number,
  ...where: (SQL | undefined)[]
): Promise<T["$inferSelect"][]> {
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's builders do not narrow a generic table; the answer is typed.
  const t = table as any;
  return tx
    .select()
    .from(t)
    .where(and(eq(t.partnerId, partnerId), ...where))
    .orderBy(asc(t.weight), asc(t.id));
}

/** The rows of an ordered table the site shows (is_visible), in its order. */
export const visibleInClinicOrder = <T extends OrderedTable & { isVisible: PgColumn }>(
  tx: Tx,
  table: T,
  partnerId: number,
  ...where: (SQL | undefined)[]
) => inClinicOrder(tx, table, partnerId, eq(table.isVisible, true), ...where);
