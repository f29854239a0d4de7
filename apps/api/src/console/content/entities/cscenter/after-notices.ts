import { schema, sql } from "@clinic/db";
import { consoleAfterNoticeBodySchema } from "@clinic/shared";
import { sanitizedHtml, tableEntity } from "../../table-entity";

/**
 * Post-treatment care notices. The clinic sends patients /cscenter/after-notices?ids=… links; the page shows the
 * visible ones among those ids, in weight order when listed without ids. updatedAt is what the page shows as
 * "last revised", so every write sets it.
 */
export const afterNoticeEntity = tableEntity({
  key: "after-notices",
  label: "시술 후 주의사항",
  body: consoleAfterNoticeBodySchema,
  table: schema.afterNotices,
  visible: "isVisible",
  order: "weight",
  list: (t) => ({
    title: t.title,
    subtitle: sql<string>`to_char(${t.updatedAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD') || ' 수정'`,
    search: [t.title],
  }),
  fields: ["title", "contentHtml", "isVisible"],
  written: sanitizedHtml,
  touch: true,
  // The page shows only the ids it is given: the preview opens this one notice.
  previewPath: (id) => `/cscenter/after-notices?ids=${id}`,
});
