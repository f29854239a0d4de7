import { desc, eq, schema, sql } from "@clinic/db";
import { type ConsoleBoardBody, consoleBoardBodySchema } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";
import { requireArticleBoard } from "./board-references";

const { boards, boardTypes } = schema;
type Body = z.output<typeof consoleBoardBodySchema>;

// Stored as the site shows it: sanitised on write (the site sanitises again on read, for rows written otherwise).
const postValues = (body: Body) => ({
  boardTypeId: body.boardTypeId,
  title: body.title,
  contentHtml: sanitizeRichText(body.contentHtml),
  thumbnailUrl: body.thumbnailUrl,
  isPinned: body.isPinned,
  isVisible: body.isVisible,
});

/** A post's page names its board, which is in the live body (null without it: no link beats a wrong one). */
export function boardPreviewPath(id: number, live?: Record<string, unknown>): string | null {
  return typeof live?.boardTypeId === "number" ? `/boards/${live.boardTypeId}/detail/${id}` : null;
}

/** Posts of the clinic's article boards (/boards/{boardTypeId}). */
export const boardEntity: ContentEntity<Body> = {
  key: "boards",
  label: "게시글",
  body: consoleBoardBodySchema,
  columns: {
    table: boards,
    id: boards.id,
    deletedAt: boards.deletedAt,
    visible: boards.isVisible,
    // A board lists pinned posts first, then newest first: no order of the clinic's own.
    order: [desc(boards.isPinned), desc(boards.createdAt), desc(boards.id)],
    title: boards.title,
    subtitle: sql<
      string | null
    >`(select ${boardTypes.name} from ${boardTypes} where ${boardTypes.id} = ${boards.boardTypeId})`,
    thumbnail: boards.thumbnailUrl,
    search: [boards.title],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(boards).where(eq(boards.id, id));
    if (!row) return null;
    const body: ConsoleBoardBody = {
      boardTypeId: row.boardTypeId,
      title: row.title,
      contentHtml: row.contentHtml,
      thumbnailUrl: row.thumbnailUrl,
      isPinned: row.isPinned,
      isVisible: row.isVisible,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    const [row] = await tx
      .insert(boards)
      .values({ ...postValues(body), isVisible: false, partnerId })
      .returning({ id: boards.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx.update(boards).set(postValues(body)).where(eq(boards.id, id));
  },
  check: (tx, body) => requireArticleBoard(tx, body.boardTypeId),
  previewPath: boardPreviewPath,
};
