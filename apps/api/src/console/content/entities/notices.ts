import { desc, eq, schema } from "@clinic/db";
import { type ConsoleNoticeBody, consoleNoticeBodySchema } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { z } from "zod";
import type { ContentEntity } from "../entity";

const { notices } = schema;
type Body = z.output<typeof consoleNoticeBodySchema>;

export const noticeEntity: ContentEntity<Body> = {
  key: "notices",
  label: "공지사항",
  body: consoleNoticeBodySchema,
  columns: {
    table: notices,
    id: notices.id,
    deletedAt: notices.deletedAt,
    visible: notices.isVisible,
    // The site lists notices pinned first, then newest first: no order of the clinic's own.
    order: [desc(notices.isPinned), desc(notices.createdAt), desc(notices.id)],
    title: notices.title,
    search: [notices.title],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(notices).where(eq(notices.id, id));
    if (!row) return null;
    const body: ConsoleNoticeBody = {
      title: row.title,
      contentHtml: row.contentHtml,
      isPinned: row.isPinned,
      isVisible: row.isVisible,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    const [row] = await tx
      .insert(notices)
      .values({ ...body, contentHtml: sanitizeRichText(body.contentHtml), isVisible: false, partnerId })
      .returning({ id: notices.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx
      .update(notices)
      .set({ ...body, contentHtml: sanitizeRichText(body.contentHtml) })
      .where(eq(notices.id, id));
  },
  previewPath: (id) => `/cscenter/notice/${id}`,
};
