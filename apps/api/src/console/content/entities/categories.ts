import { asc, eq, schema, sql } from "@clinic/db";
import { type ConsoleCategoryBody, consoleCategoryBodySchema } from "@clinic/shared";
import type { z } from "zod";
import type { ContentEntity } from "../entity";

const { productCategories } = schema;
type Body = z.output<typeof consoleCategoryBodySchema>;

export const categoryEntity: ContentEntity<Body> = {
  key: "categories",
  label: "시술 분류",
  body: consoleCategoryBodySchema,
  columns: {
    table: productCategories,
    id: productCategories.id,
    deletedAt: productCategories.deletedAt,
    visible: productCategories.isVisible,
    weight: productCategories.weight,
    order: [asc(productCategories.weight)],
    title: productCategories.name,
    subtitle: sql<string | null>`case when ${productCategories.isSecret} then '비밀 분류' end`,
    search: [productCategories.name],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(productCategories).where(eq(productCategories.id, id));
    if (!row) return null;
    const body: ConsoleCategoryBody = {
      name: row.name,
      description: row.description,
      isSecret: row.isSecret,
      isVisible: row.isVisible,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    const [last] = await tx
      .select({ weight: sql<number>`coalesce(max(${productCategories.weight}), 0)` })
      .from(productCategories);
    const [row] = await tx
      .insert(productCategories)
      .values({ ...body, isVisible: false, partnerId, weight: (last?.weight ?? 0) + 1 })
      .returning({ id: productCategories.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx.update(productCategories).set(body).where(eq(productCategories.id, id));
  },
  previewPath: () => "/products",
};
