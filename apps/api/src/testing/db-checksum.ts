import { type Database, sql } from "@clinic/db";

/**
 * Tables a rejected request may rightly write: rate-limit counters count failed guesses (a wrong post password
 * is a 403 that must be counted, or the limit would never bite).
 */
const WRITTEN_BY_REJECTIONS = new Set(["rate_limit_counters"]);

type Rows = { rows: Record<string, unknown>[] };

/**
 * A checksum of every table's rows (row count and md5 of the rows in a stable order), read as the connecting
 * owner so row-level security hides nothing. Two equal snapshots mean no row was added, removed or changed.
 */
export async function tableChecksums(
  database: Database,
  /** Only this clinic's rows (tables with a partner_id column). */
  partnerId?: number,
): Promise<Record<string, string>> {
  const tables = (await database.db.execute(
    partnerId === undefined
      ? sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`
      : sql`select c.table_name from information_schema.columns c join information_schema.tables t
          using (table_schema, table_name) where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.column_name = 'partner_id' order by c.table_name`,
  )) as unknown as Rows;
  const names = tables.rows
    .map((row) => String(row.table_name))
    .filter((name) => !WRITTEN_BY_REJECTIONS.has(name) && !name.startsWith("__"));
  const where = partnerId === undefined ? sql`` : sql` where partner_id = ${partnerId}`;
  const parts = names.map(
    (name) => sql`select ${name} as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|'
      order by t::text)), '') as sum from ${sql.identifier(name)} t${where}`,
  );
  const result = (await database.db.execute(sql.join(parts, sql` union all `))) as unknown as Rows;
  return Object.fromEntries(result.rows.map((row) => [String(row.name), String(row.sum)]));
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
