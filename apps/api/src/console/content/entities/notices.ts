import { desc, schema } from "@clinic/db";
import { consoleNoticeBodySchema } from "@clinic/shared";
import { sanitizedHtml, tableEntity } from "../table-entity";

export const noticeEntity = tableEntity({
  key: "notices",
  label: "공지사항",
  body: consoleNoticeBodySchema,
  table: schema.notices,
  visible: "isVisible",
  // The site lists notices pinned first, then newest first: no order of the clinic's own.
  order: (t) => [desc(t.isPinned), desc(t.createdAt), desc(t.id)],
  list: (t) => ({ title: t.title, search: [t.title] }),
  fields: ["title", "contentHtml", "isPinned", "isVisible"],
  written: sanitizedHtml,
  previewPath: (id) => `/cscenter/notice/${id}`,
});
