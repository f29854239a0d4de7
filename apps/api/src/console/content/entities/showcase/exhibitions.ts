import { asc, eq, schema, sql, type Tx } from "@clinic/db";
import { type ConsoleExhibitionBody, consoleExhibitionBodySchema } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";
import { requireProducts } from "../references";

const { exhibitions, exhibitionProducts } = schema;
type Body = z.output<typeof consoleExhibitionBodySchema>;

const exhibitionValues = (body: Body) => ({
  title: body.title,
  summary: body.summary,
  // Stored as the storefront renders it (it does not sanitise exhibitions on the way out).
  contentHtml: sanitizeRichText(body.contentHtml),
  thumbnailUrl: body.thumbnailUrl,
  bannerImageUrl: body.bannerImageUrl,
  startDate: body.startDate,
  endDate: body.endDate,
  isVisible: body.isVisible,
});

/** The exhibition's products in the body's order (positions become weights). */
async function writeProducts(tx: Tx, partnerId: number, exhibitionId: number, productIds: number[]) {
  await tx.delete(exhibitionProducts).where(eq(exhibitionProducts.exhibitionId, exhibitionId));
  if (productIds.length === 0) return;
  await tx
    .insert(exhibitionProducts)
    .values(
      productIds.map((productId, index) => ({ partnerId, exhibitionId, productId, weight: index + 1 })),
    );
}

export const exhibitionEntity: ContentEntity<Body> = {
  key: "exhibitions",
  label: "기획전",
  body: consoleExhibitionBodySchema,
  columns: {
    table: exhibitions,
    id: exhibitions.id,
    deletedAt: exhibitions.deletedAt,
    visible: exhibitions.isVisible,
    weight: exhibitions.weight,
    order: [asc(exhibitions.weight)],
    title: exhibitions.title,
    subtitle: sql<string>`concat_ws(' ~ ', ${exhibitions.startDate}::text, ${exhibitions.endDate}::text)`,
    thumbnail: exhibitions.thumbnailUrl,
    search: [exhibitions.title, exhibitions.summary],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(exhibitions).where(eq(exhibitions.id, id));
    if (!row) return null;
    const linked = await tx
      .select({ productId: exhibitionProducts.productId })
      .from(exhibitionProducts)
      .where(eq(exhibitionProducts.exhibitionId, id))
      .orderBy(asc(exhibitionProducts.weight), asc(exhibitionProducts.productId));
    const body: ConsoleExhibitionBody = {
      title: row.title,
      summary: row.summary,
      contentHtml: row.contentHtml,
      thumbnailUrl: row.thumbnailUrl,
      bannerImageUrl: row.bannerImageUrl,
      startDate: row.startDate,
      endDate: row.endDate,
      productIds: linked.map((link) => link.productId),
      isVisible: row.isVisible,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    // New exhibitions go last in the site's order.
    const [last] = await tx
      .select({ weight: sql<number>`coalesce(max(${exhibitions.weight}), 0)` })
      .from(exhibitions);
    const [row] = await tx
      .insert(exhibitions)
      .values({ ...exhibitionValues(body), isVisible: false, partnerId, weight: (last?.weight ?? 0) + 1 })
      .returning({ id: exhibitions.id });
    if (!row) throw new Error("insert returned no row");
    await writeProducts(tx, partnerId, row.id, body.productIds);
    return row.id;
  },
  async apply(tx, partnerId, id, body) {
    await tx.update(exhibitions).set(exhibitionValues(body)).where(eq(exhibitions.id, id));
    await writeProducts(tx, partnerId, id, body.productIds);
  },
  check: (tx, body) => requireProducts(tx, body.productIds),
  previewPath: (id) => `/exhibitions/${id}`,
};
