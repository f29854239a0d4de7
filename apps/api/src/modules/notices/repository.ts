import { and, count, desc, eq, or, type SQL, schema, sql, type Tx } from "@clinic/db";
import { z } from "zod";
import { queryRows } from "../../lib/query-rows";
import { containsPattern, withoutMarkup } from "../../lib/text-match";

const { notices } = schema;

export type NoticeRow = typeof notices.$inferSelect;
export interface Neighbour {
  id: number;
  title: string;
}

/** Newest first; ties (same second) broken by id so paging never repeats or skips a row. */
const NEWEST_FIRST = [desc(notices.createdAt), desc(notices.id)];
/** The list as a reader sees it: pinned notices first, then the rest; previous/next follow this order. */
const LIST_ORDER = [desc(notices.isPinned), ...NEWEST_FIRST];

function visible(partnerId: number, keyword?: string): SQL | undefined {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return and(
    eq(notices.partnerId, partnerId),
    eq(notices.isVisible, true),
    // The body is matched without its markup, so a keyword never hits a tag or attribute name.
    pattern === undefined
      ? undefined
      : or(
          sql`${notices.title} ilike ${pattern}`,
          sql`${withoutMarkup(notices.contentHtml)} ilike ${pattern}`,
        ),
  );
}

/** Visible pinned notices matching the keyword, newest first (they head every page, so they are not paged). */
export function findPinnedNotices(tx: Tx, partnerId: number, keyword?: string): Promise<NoticeRow[]> {
  return tx
    .select()
    .from(notices)
    .where(and(visible(partnerId, keyword), eq(notices.isPinned, true)))
    .orderBy(...NEWEST_FIRST);
}

/** One page of the visible notices that are not pinned, newest first, with their total. */
export async function findUnpinnedNotices(
  tx: Tx,
  partnerId: number,
  keyword: string | undefined,
  paging: { limit: number; offset: number },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = and(visible(partnerId, keyword), eq(notices.isPinned, false));
  const rows = await tx
    .select()
    .from(notices)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(paging.limit)
    .offset(paging.offset);
  const [counted] = await tx.select({ total: count() }).from(notices).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findVisibleNotice(tx: Tx, partnerId: number, id: number): Promise<NoticeRow | null> {
  const [found] = await tx
    .select()
    .from(notices)
    .where(and(visible(partnerId), eq(notices.id, id)));
  return found ?? null;
}

const neighbourRow = z.object({
  previous_id: z.number().nullable(),
  previous_title: z.string().nullable(),
  next_id: z.number().nullable(),
  next_title: z.string().nullable(),
});

/** The notices listed just before and just after `id` in list order (the unfiltered list). */
export async function findNeighbours(
  tx: Tx,
  partnerId: number,
  id: number,
): Promise<{ previous: Neighbour | null; next: Neighbour | null }> {
  const [found] = await queryRows(
    tx,
    sql`select previous_id, previous_title, next_id, next_title from (
      select ${notices.id} as id,
        lag(${notices.id}) over list as previous_id, lag(${notices.title}) over list as previous_title,
        lead(${notices.id}) over list as next_id, lead(${notices.title}) over list as next_title
      from ${notices}
      where ${visible(partnerId)}
      window list as (order by ${sql.join(LIST_ORDER, sql`, `)})
    ) ordered where id = ${id}`,
    neighbourRow,
  );
  const neighbour = (nid: number | null | undefined, title: string | null | undefined) =>
    nid === null || nid === undefined || title === null || title === undefined ? null : { id: nid, title };
  return {
    previous: neighbour(found?.previous_id, found?.previous_title),
    next: neighbour(found?.next_id, found?.next_title),
  };
}
