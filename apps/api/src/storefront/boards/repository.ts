import { visibleInClinicOrder } from "@api/lib/clinic-order";
import { findClinicRow } from "@api/lib/clinic-rows";
import { findListNeighbours, type Neighbours } from "@api/lib/list-neighbours";
import { type Paging, type RowsPage, tablePage } from "@api/lib/table-page";
import { containsPattern, withoutMarkup } from "@api/lib/text-match";
import { and, desc, eq, or, type SQL, schema, sql, type Tx } from "@clinic/db";

const { boards, boardTypes } = schema;

export type BoardTypeRow = typeof boardTypes.$inferSelect;
export type BoardRow = typeof boards.$inferSelect;
export type { Neighbour } from "@api/lib/list-neighbours";

/** List order of a board: pinned posts first, then newest; previous/next follow the same order. */
const LIST_ORDER = [desc(boards.isPinned), desc(boards.createdAt), desc(boards.id)];

export async function findVisibleBoardType(
  tx: Tx,
  partnerId: number,
  id: number,
): Promise<BoardTypeRow | null> {
  return findClinicRow(tx, boardTypes, partnerId, eq(boardTypes.id, id), eq(boardTypes.isVisible, true));
}

/** Every visible board of a clinic, by weight; `area` keeps one area's boards (e.g. the customer boards). */
export async function findVisibleBoardTypes(
  tx: Tx,
  partnerId: number,
  area: string | undefined,
): Promise<BoardTypeRow[]> {
  return visibleInClinicOrder(
    tx,
    boardTypes,
    partnerId,
    area === undefined ? undefined : eq(boardTypes.area, area),
  );
}

function visibleInBoard(
  partnerId: number,
  boardTypeId: number,
  keyword: string | undefined,
): SQL | undefined {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return and(
    eq(boards.partnerId, partnerId),
    eq(boards.boardTypeId, boardTypeId),
    eq(boards.isVisible, true),
    // The body is matched without its markup, so a keyword never hits a tag or attribute name.
    pattern === undefined
      ? undefined
      : or(sql`${boards.title} ilike ${pattern}`, sql`${withoutMarkup(boards.contentHtml)} ilike ${pattern}`),
  );
}

export async function findVisibleBoards(
  tx: Tx,
  partnerId: number,
  query: { boardTypeId: number; keyword?: string },
  paging: Paging,
): Promise<RowsPage<BoardRow>> {
  const where = visibleInBoard(partnerId, query.boardTypeId, query.keyword);
  return tablePage(tx, boards, where, LIST_ORDER, paging);
}

/** A visible post whose board is visible too, with its board. */
export async function findVisibleBoard(
  tx: Tx,
  partnerId: number,
  id: number,
): Promise<{ board: BoardRow; boardType: BoardTypeRow } | null> {
  const [found] = await tx
    .select({ board: boards, boardType: boardTypes })
    .from(boards)
    .innerJoin(
      boardTypes,
      and(eq(boardTypes.partnerId, boards.partnerId), eq(boardTypes.id, boards.boardTypeId)),
    )
    .where(
      and(
        eq(boards.partnerId, partnerId),
        eq(boards.id, id),
        eq(boards.isVisible, true),
        eq(boardTypes.isVisible, true),
      ),
    );
  return found ?? null;
}

/** The posts listed just before and just after `id` in its board's list order (unfiltered list). */
export async function findNeighbours(
  tx: Tx,
  partnerId: number,
  boardTypeId: number,
  id: number,
): Promise<Neighbours> {
  return findListNeighbours(
    tx,
    {
      table: boards,
      id: boards.id,
      title: boards.title,
      where: visibleInBoard(partnerId, boardTypeId, undefined),
      order: LIST_ORDER,
    },
    id,
  );
}
