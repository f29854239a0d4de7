import { productUses, unlinkProducts } from "@api/console/media/uses-repository";
import { and, asc, eq, inArray, not, schema, sql, type Tx } from "@clinic/db";
import { type ConsoleProductBody, consoleProductBodySchema } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { z } from "zod";
import type { ContentEntity } from "../entity";
import { requireCategory } from "./references";

const { products, productOptions, productCategories } = schema;
type Body = z.output<typeof consoleProductBodySchema>;

function productValues(body: Body) {
  return {
    categoryId: body.categoryId,
    name: body.name,
    summary: body.summary,
    contentHtml: sanitizeRichText(body.contentHtml),
    thumbnailUrl: body.thumbnailUrl,
    imageUrls: body.imageUrls,
    customBadges: body.customBadges,
    tags: body.tags,
    isRecommend: body.isRecommend,
    isPublished: body.isVisible,
    updatedAt: new Date(),
  };
}

/** Options in the body's order: named ones are updated in place, new ones added, the rest removed. */
async function writeOptions(tx: Tx, partnerId: number, productId: number, body: Body) {
  const kept = body.options.flatMap((option) => (option.id ? [option.id] : []));
  await tx
    .delete(productOptions)
    .where(
      and(
        eq(productOptions.productId, productId),
        kept.length > 0 ? not(inArray(productOptions.id, kept)) : undefined,
      ),
    );
  for (const [index, option] of body.options.entries()) {
    const values = {
      name: option.name,
      price: option.price,
      originalPrice: option.originalPrice,
      durationMinutes: option.durationMinutes,
      isDefault: option.isDefault,
      weight: index + 1,
    };
    const updated = option.id
      ? await tx
          .update(productOptions)
          .set(values)
          .where(and(eq(productOptions.id, option.id), eq(productOptions.productId, productId)))
          .returning({ id: productOptions.id })
      : [];
    if (updated.length === 0) await tx.insert(productOptions).values({ ...values, partnerId, productId });
  }
}

export const productEntity: ContentEntity<Body> = {
  key: "products",
  label: "시술",
  body: consoleProductBodySchema,
  columns: {
    table: products,
    id: products.id,
    deletedAt: products.deletedAt,
    visible: products.isPublished,
    weight: products.weight,
    order: [asc(products.weight)],
    title: products.name,
    subtitle: sql<string>`(select ${productCategories.name} from ${productCategories} where ${productCategories.id} = ${products.categoryId})`,
    thumbnail: products.thumbnailUrl,
    search: [products.name, products.summary],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(products).where(eq(products.id, id));
    if (!row) return null;
    const options = await tx
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, id))
      .orderBy(asc(productOptions.weight), asc(productOptions.id));
    const body: ConsoleProductBody = {
      categoryId: row.categoryId,
      name: row.name,
      summary: row.summary,
      contentHtml: row.contentHtml,
      thumbnailUrl: row.thumbnailUrl,
      imageUrls: row.imageUrls,
      customBadges: row.customBadges,
      tags: row.tags,
      isRecommend: row.isRecommend,
      isVisible: row.isPublished,
      options: options.map((option) => ({
        id: option.id,
        name: option.name,
        price: option.price,
        originalPrice: option.originalPrice,
        durationMinutes: option.durationMinutes,
        isDefault: option.isDefault,
      })),
    };
    return body;
  },
  async create(tx, partnerId, body) {
    // New treatments go last in the site's order.
    const [last] = await tx
      .select({ weight: sql<number>`coalesce(max(${products.weight}), 0)` })
      .from(products);
    const [row] = await tx
      .insert(products)
      .values({ ...productValues(body), isPublished: false, partnerId, weight: (last?.weight ?? 0) + 1 })
      .returning({ id: products.id });
    if (!row) throw new Error("insert returned no row");
    await writeOptions(tx, partnerId, row.id, {
      ...body,
      options: body.options.map(({ id: _id, ...o }) => o),
    });
    return row.id;
  },
  async apply(tx, partnerId, id, body) {
    await tx.update(products).set(productValues(body)).where(eq(products.id, id));
    await writeOptions(tx, partnerId, id, body);
  },
  check: (tx, body) => requireCategory(tx, body.categoryId),
  previewPath: (id) => `/products/${id}`,
  linkedFrom: productUses,
  unlink: unlinkProducts,
};
