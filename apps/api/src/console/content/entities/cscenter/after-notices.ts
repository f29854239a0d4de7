import { asc, eq, schema, sql } from "@clinic/db";
import { type ConsoleAfterNoticeBody, consoleAfterNoticeBodySchema } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";

const { afterNotices } = schema;
type Body = z.output<typeof consoleAfterNoticeBodySchema>;

/**
 * Post-treatment care notices. The clinic sends patients /cscenter/after-notices?ids=… links; the page shows the
 * visible ones among those ids, in weight order when listed without ids. updatedAt is what the page shows as
 * "last revised", so every publish sets it.
 */
export const afterNoticeEntity: ContentEntity<Body> = {
  key: "after-notices",
  label: "시술 후 주의사항",
  body: consoleAfterNoticeBodySchema,
  columns: {
    table: afterNotices,
    id: afterNotices.id,
    deletedAt: afterNotices.deletedAt,
    visible: afterNotices.isVisible,
    weight: afterNotices.weight,
    order: [asc(afterNotices.weight)],
    title: afterNotices.title,
    subtitle: sql<string>`to_char(${afterNotices.updatedAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD') || ' 수정'`,
    search: [afterNotices.title],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(afterNotices).where(eq(afterNotices.id, id));
    if (!row) return null;
    const body: ConsoleAfterNoticeBody = {
      title: row.title,
      contentHtml: row.contentHtml,
      isVisible: row.isVisible,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    const [last] = await tx
      .select({ weight: sql<number>`coalesce(max(${afterNotices.weight}), 0)` })
      .from(afterNotices);
    const [row] = await tx
      .insert(afterNotices)
      .values({
        title: body.title,
        contentHtml: sanitizeRichText(body.contentHtml),
        isVisible: false,
        partnerId,
        weight: (last?.weight ?? 0) + 1,
      })
      .returning({ id: afterNotices.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx
      .update(afterNotices)
      .set({
        title: body.title,
        contentHtml: sanitizeRichText(body.contentHtml),
        isVisible: body.isVisible,
        updatedAt: new Date(),
      })
      .where(eq(afterNotices.id, id));
  },
  // The page shows only the ids it is given: the preview opens this one notice.
  previewPath: (id) => `/cscenter/after-notices?ids=${id}`,
};
