import { desc, schema, sql } from "@clinic/db";
import { consoleBoardBodySchema } from "@clinic/shared";
import { sanitizedHtml, tableEntity } from "../../table-entity";
import { requireArticleBoard } from "./board-references";

const { boards, boardTypes } = schema;

/** A post's page names its board, which is in the live body (null without it: no link beats a wrong one). */
export function boardPreviewPath(id: number, live?: Record<string, unknown>): string | null {
  return typeof live?.boardTypeId === "number" ? `/boards/${live.boardTypeId}/detail/${id}` : null;
}

/** Posts of the clinic's article boards (/boards/{boardTypeId}). */
export const boardEntity = tableEntity({
  key: "boards",
  label: "게시글",
  body: consoleBoardBodySchema,
  table: boards,
  visible: "isVisible",
  // A board lists pinned posts first, then newest first: no order of the clinic's own.
  order: (t) => [desc(t.isPinned), desc(t.createdAt), desc(t.id)],
  list: (t) => ({
    title: t.title,
    subtitle: sql<
      string | null
    >`(select ${boardTypes.name} from ${boardTypes} where ${boardTypes.id} = ${t.boardTypeId})`,
    thumbnail: t.thumbnailUrl,
    search: [t.title],
  }),
  fields: ["boardTypeId", "title", "contentHtml", "thumbnailUrl", "isPinned", "isVisible"],
  // Stored as the site shows it: sanitised on write (the site sanitises again on read, for rows written otherwise).
  written: sanitizedHtml,
  check: (tx, body) => requireArticleBoard(tx, body.boardTypeId),
  previewPath: boardPreviewPath,
});
