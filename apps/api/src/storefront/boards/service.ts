import { oneOf } from "@api/lib/enums";
import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import {
  type BoardDetail,
  type BoardSummary,
  type BoardType,
  boardAreas,
  boardLayouts,
  postVisibilities,
} from "@clinic/shared";
import { richTextToPlainText, sanitizeRichText } from "@clinic/shared/rich-text";
import {
  type BoardRow,
  type BoardTypeRow,
  findNeighbours,
  findVisibleBoard,
  findVisibleBoards,
  findVisibleBoardType,
  findVisibleBoardTypes,
} from "./repository";

/** Length of a post's plain-text excerpt on list rows, in characters. */
export const BOARD_EXCERPT_LENGTH = 120;

export type BoardArea = (typeof boardAreas)[number];

export interface BoardPage {
  rows: BoardSummary[];
  total: number;
  page: number;
  pageSize: number;
  boardType: BoardType;
}

export interface BoardService {
  /** The clinic's visible boards by weight, of one area when given. */
  listBoardTypes(partnerId: number, area: BoardArea | undefined): Promise<{ rows: BoardType[] }>;
  /** A visible board of this clinic; 404 otherwise. */
  getBoardType(partnerId: number, id: number): Promise<BoardType>;
  /** One page of a visible board's visible posts, pinned first then newest; 404 for an unknown board. */
  listPosts(
    partnerId: number,
    query: { boardTypeId: number; keyword?: string; page: number; pageSize: number },
  ): Promise<BoardPage>;
  /** A visible post of a visible board with its neighbours in list order; 404 otherwise. */
  getPost(partnerId: number, id: number): Promise<BoardDetail>;
}

export function toBoardType(row: BoardTypeRow): BoardType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    layout: oneOf(boardLayouts, row.layout, "LIST"),
    area: oneOf(boardAreas, row.area, "BOARD"),
    postVisibility: oneOf(postVisibilities, row.postVisibility, "PUBLIC"),
    writeRequiresLogin: row.writeRequiresLogin,
  };
}

function toSummary(row: BoardRow): BoardSummary {
  return {
    id: row.id,
    boardTypeId: row.boardTypeId,
    title: row.title,
    thumbnailUrl: row.thumbnailUrl,
    excerpt: richTextToPlainText(row.contentHtml, BOARD_EXCERPT_LENGTH),
    isPinned: row.isPinned,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Boards and their visible posts read the same for every visitor of a clinic (reading counts nothing), so they
 * may be held per clinic. Visitors' own posts live in the customer boards, which are never held.
 */
export function createBoardService(database: Database, cache: PublicAnswers = UNCACHED): BoardService {
  const listPosts: BoardService["listPosts"] = async (
    partnerId,
    { boardTypeId, keyword, page, pageSize },
  ) => {
    const found = await withTenant(database.db, partnerId, async (tx) => {
      const boardType = await findVisibleBoardType(tx, partnerId, boardTypeId);
      if (!boardType) return null;
      const paging = { limit: pageSize, offset: (page - 1) * pageSize };
      return { boardType, ...(await findVisibleBoards(tx, partnerId, { boardTypeId, keyword }, paging)) };
    });
    if (!found) throw notFound("board type not found");
    return {
      rows: found.rows.map(toSummary),
      total: found.total,
      page,
      pageSize,
      boardType: toBoardType(found.boardType),
    };
  };
  const getPost: BoardService["getPost"] = async (partnerId, id) => {
    const found = await withTenant(database.db, partnerId, async (tx) => {
      const post = await findVisibleBoard(tx, partnerId, id);
      if (!post) return null;
      return { ...post, ...(await findNeighbours(tx, partnerId, post.board.boardTypeId, id)) };
    });
    if (!found) throw notFound("board not found");
    return {
      ...toSummary(found.board),
      // Stored HTML was sanitised on write; sanitising again keeps rows written by other means safe too.
      contentHtml: sanitizeRichText(found.board.contentHtml),
      boardType: toBoardType(found.boardType),
      previous: found.previous,
      next: found.next,
    };
  };

  return {
    listBoardTypes: (partnerId, area) =>
      cache.answer(partnerId, answerKey("board-types", { area }), async () => {
        const rows = await withTenant(database.db, partnerId, (tx) =>
          findVisibleBoardTypes(tx, partnerId, area),
        );
        return { rows: rows.map(toBoardType) };
      }),
    getBoardType: (partnerId, id) =>
      cache.answer(partnerId, answerKey("board-type", { id }), async () => {
        const found = await withTenant(database.db, partnerId, (tx) =>
          findVisibleBoardType(tx, partnerId, id),
        );
        if (!found) throw notFound("board type not found");
        return toBoardType(found);
      }),
    listPosts: (partnerId, query) =>
      cache.answer(partnerId, answerKey("boards", query), () => listPosts(partnerId, query)),
    getPost: (partnerId, id) =>
      cache.answer(partnerId, answerKey("board", { id }), () => getPost(partnerId, id)),
  };
}
