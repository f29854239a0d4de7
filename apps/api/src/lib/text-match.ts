import { type SQL, sql } from "@clinic/db";

/** ILIKE pattern matching `keyword` anywhere, its own % _ and \ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, "\\$&")}%`;
}

/** Stored rich text without its markup, so a keyword never matches a tag or attribute name. */
export const withoutMarkup = (html: { getSQL(): SQL }): SQL =>
  sql`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`;
