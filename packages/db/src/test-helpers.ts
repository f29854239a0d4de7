import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** `execute()` answers differ between node-postgres and PGlite, but both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The PostgreSQL error (SQLSTATE code and message) a statement failed with; Drizzle wraps it as `cause`. */
export async function pgError(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
      const { code, message } = current as { code?: unknown; message?: string };
      if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return { code, message: message ?? "" };
    }
    throw error;
  }
  throw new Error("expected the statement to fail, but it succeeded");
}

/** Every table of the public schema that has a partner_id column, i.e. every tenant-owned table. */
export async function tenantTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'partner_id' and t.table_type = 'BASE TABLE'
    order by 1`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

export async function makeTempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "clinic-db-test-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
