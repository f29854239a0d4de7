import type { PgTable, Tx } from "@clinic/db";

/** Inserts one row and answers it as stored (ids and defaults filled in); `missing` is the error if none comes back. */
export async function insertOne<T extends PgTable>(
  tx: Tx,
  table: T,
  values: T["$inferInsert"],
  missing: string,
): Promise<T["$inferSelect"]> {
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's insert does not narrow a generic table; the answer is typed.
  const into = table as any;
  const [row] = (await tx.insert(into).values(values).returning()) as T["$inferSelect"][];
  if (!row) throw new Error(missing);
  return row;
}
