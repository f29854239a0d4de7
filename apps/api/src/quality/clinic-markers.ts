import { type Database, sql } from "@clinic/db";

/** Shorter texts (numbers, codes like "BEST") say nothing about whose data an answer holds. */
const MIN_MARKER_LENGTH = 4;
const MAX_MARKER_LENGTH = 200;
/** Bare identifiers (enum values, setting keys like "channelTalk") name kinds of things, not a clinic's data. */
const IDENTIFIER = /^[A-Za-z_]+$/;

type Rows = { rows: Record<string, unknown>[] };

/**
 * Texts that belong to `victim` only: every text value of its rows (names, titles, image paths, phone numbers…)
 * that appears nowhere in `other`'s rows, not even inside a longer text. Any of them in an answer to `other`'s
 * site means the victim's data leaked.
 */
export async function clinicMarkers(database: Database, victim: number, other: number): Promise<string[]> {
  const columns = (await database.db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type in ('text', 'character varying')
    and (c.table_name = 'partners' or exists (select 1 from information_schema.columns p where p.table_schema = 'public'
      and p.table_name = c.table_name and p.column_name = 'partner_id'))`)) as unknown as Rows;
  const texts = async (partnerId: number) => {
    const parts = columns.rows.map(
      (row) =>
        sql`select ${sql.identifier(String(row.column_name))}::text as value from ${sql.identifier(
          String(row.table_name),
        )} where ${sql.identifier(row.table_name === "partners" ? "id" : "partner_id")} = ${partnerId}`,
    );
    const result = (await database.db.execute(sql.join(parts, sql` union `))) as unknown as Rows;
    return result.rows.map((row) => row.value).filter((value): value is string => typeof value === "string");
  };
  const others = (await texts(other)).join("\n");
  const own = new Set(await texts(victim));
  return [...own].filter(
    (text) =>
      text.length >= MIN_MARKER_LENGTH &&
      text.length <= MAX_MARKER_LENGTH &&
      !IDENTIFIER.test(text) &&
      !others.includes(text),
  );
}
