import type { PgSelect, PgTable, SQL, Tx } from "@clinic/db";

/** Which rows of a list a page shows. */
export interface Paging {
  limit: number;
  offset: number;
}

/** One page of a list's rows and how many rows the list has in all: what every paged repository answers. */
export interface RowsPage<T> {
  rows: T[];
  total: number;
}

/**
 * One page of a select of any columns or joins (made dynamic with `$dynamic()`, ordered and filtered by `where`),
 * and how many rows of `table` match `where` in all (Drizzle's `$count`, in the same tenant transaction).
 */
export async function selectPage<Q extends PgSelect>(
  tx: Tx,
  query: Q,
  table: PgTable,
  where: SQL | undefined,
  paging: Paging,
): Promise<RowsPage<Q["_"]["result"][number]>> {
  const rows = await query.limit(paging.limit).offset(paging.offset);
  return { rows, total: await tx.$count(table, where) };
}

/**
 * One page of a table's whole rows in the given order, counted like selectPage. The console's and the
 * storefront's paged lists of whole rows share it.
 */
export async function tablePage<T extends PgTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  paging: Paging,
): Promise<RowsPage<T["$inferSelect"]>> {
  const query = tx
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order);
  const { rows, total } = await selectPage(tx, query.$dynamic(), table, where, paging);
  return { rows: rows as T["$inferSelect"][], total };
}
