import { findListNeighbours, type Neighbours } from "@api/lib/list-neighbours";
import { type Paging, type RowsPage, tablePage } from "@api/lib/table-page";
import { containsPattern, withoutMarkup } from "@api/lib/text-match";
import { and, desc, eq, or, type SQL, schema, sql, type Tx } from "@clinic/db";

const { notices } = schema;

export type NoticeRow = typeof notices.$inferSelect;
export type { Neighbour } from "@api/lib/list-neighbours";

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
  paging: Paging,
): Promise<RowsPage<NoticeRow>> {
  const where = and(visible(partnerId, keyword), eq(notices.isPinned, false));
  return tablePage(tx, notices, where, NEWEST_FIRST, paging);
}

export async function findVisibleNotice(tx: Tx, partnerId: number, id: number): Promise<NoticeRow | null> {
  const [found] = await tx
    .select()
    .from(notices)
    .where(and(visible(partnerId), eq(notices.id, id)));
  return found ?? null;
}

/** The notices listed just before and just after `id` in list order (the unfiltered list). */
export async function findNeighbours(tx: Tx, partnerId: number, id: number): Promise<Neighbours> {
  return findListNeighbours(
    tx,
    { table: notices, id: notices.id, title: notices.title, where: visible(partnerId), order: LIST_ORDER },
    id,
  );
}
