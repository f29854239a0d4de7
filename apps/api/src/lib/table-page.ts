import type { PgTable, SQL, Tx } from "@clinic/db";

/** Which rows of a list a page shows. */
export interface Paging {
  limit: number;
  offset: number;
}

/**
 * One page of a table's rows in the given order, and how many rows match in all (Drizzle's `$count`, in the same
 * tenant transaction). The console's and the storefront's paged lists of whole rows share it.
 */
export async function tablePage<T extends PgTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  paging: Paging,
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(paging.limit)
    .offset(paging.offset);
  return { rows: rows as T["$inferSelect"][], total: await tx.$count(table, where) };
}
