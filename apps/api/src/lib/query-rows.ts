import type { SQL, Tx } from "@clinic/db";
import type { z } from "zod";

/**
 * Runs raw SQL and checks the rows' shape. Both drivers (node-postgres, PGlite) answer `{ rows }`; the typed
 * query builder cannot express set-returning functions such as app_resolve_host().
 */
export async function queryRows<T extends z.ZodType>(tx: Tx, query: SQL, row: T): Promise<z.output<T>[]> {
  const result = (await tx.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.map((value) => row.parse(value));
}
