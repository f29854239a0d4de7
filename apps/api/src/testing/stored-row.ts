import type { Database, PgColumn, PgTable } from "@clinic/db";
import { eq } from "@clinic/db";

/**
 * Row `id` of a table as the database holds it, read on the test's own connection (no tenant); throws, naming
 * `what`, when there is none. Test files check what a request stored through it.
 */
export async function storedRow<T extends PgTable & { id: PgColumn }>(
  database: Database,
  table: T,
  id: number,
  what: string,
): Promise<T["$inferSelect"]> {
  const [row] = (await database.db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))) as T["$inferSelect"][];
  if (!row) throw new Error(`${what} ${id} not stored`);
  return row;
}
