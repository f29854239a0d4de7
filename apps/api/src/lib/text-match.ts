import { type SQL, sql } from "@clinic/db";

/** ILIKE pattern matching `keyword` anywhere, its own % _ and \ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, "\\$&")}%`;
}

/** Stored rich text without its markup, so a keyword never matches a tag or attribute name. */
export const withoutMarkup = (html: { getSQL(): SQL }): SQL =>
  sql`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`;

/**
 * A published translation of the row into `language` whose named fields contain the pattern (issue 29): a search
 * on an English page finds "Ulthera" as well as "울쎄라". `alias.id`/`alias.partner_id` name the searched row.
 */
export function translationMatches(
  entity: string,
  alias: string,
  language: string | undefined,
  fields: readonly string[],
  pattern: string,
): SQL | undefined {
  if (language === undefined || language === "ko") return undefined;
  const matches = sql.join(
    fields.map((field) => sql`coalesce(t.fields->>${field}, '') ilike ${pattern}`),
    sql` or `,
  );
  return sql`exists (select 1 from content_translations t
    where t.partner_id = ${sql.raw(`${alias}.partner_id`)} and t.entity = ${entity}
      and t.entity_id = ${sql.raw(`${alias}.id`)} and t.language = ${language} and (${matches}))`;
}
