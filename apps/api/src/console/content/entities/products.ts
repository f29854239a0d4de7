import { productUses, unlinkProducts } from "@api/console/media/uses-repository";
import { and, asc, eq, inArray, not, schema, sql, type Tx } from "@clinic/db";
import { consoleProductBodySchema } from "@clinic/shared";
import type { z } from "zod";
import { sanitizedHtml, tableEntity } from "../table-entity";
import { requireCategory } from "./references";

const { productOptions, productCategories } = schema;
type Body = z.output<typeof consoleProductBodySchema>;

async function readOptions(tx: Tx, productId: number) {
  const options = await tx
    .select()
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.weight), asc(productOptions.id));
  return options.map((option) => ({
    id: option.id,
    name: option.name,
    price: option.price,
    originalPrice: option.originalPrice,
    durationMinutes: option.durationMinutes,
    isDefault: option.isDefault,
  }));
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

export const productEntity = tableEntity({
  key: "products",
  label: "시술",
  body: consoleProductBodySchema,
  table: schema.products,
  visible: "isPublished",
  order: "weight",
  list: (t) => ({
    title: t.name,
    subtitle: sql<string>`(select ${productCategories.name} from ${productCategories} where ${productCategories.id} = ${t.categoryId})`,
    thumbnail: t.thumbnailUrl,
    search: [t.name, t.summary],
  }),
  fields: [
    "categoryId",
    "name",
    "summary",
    "contentHtml",
    "thumbnailUrl",
    "imageUrls",
    "customBadges",
    "tags",
    "isRecommend",
    "isVisible",
    "options",
  ],
  more: async (tx, row) => ({ options: await readOptions(tx, row.id) }),
  written: sanitizedHtml,
  touch: true,
  // A new treatment's options are all new, whatever ids the body carries.
  children: (tx, partnerId, id, body, created) =>
    writeOptions(
      tx,
      partnerId,
      id,
      created ? { ...body, options: body.options.map(({ id: _id, ...o }) => o) } : body,
    ),
  check: (tx, body) => requireCategory(tx, body.categoryId),
  previewPath: (id) => `/products/${id}`,
  linkedFrom: productUses,
  unlink: unlinkProducts,
});
