import { schema, sql } from "@clinic/db";
import { consoleCategoryBodySchema } from "@clinic/shared";
import { tableEntity } from "../table-entity";

export const categoryEntity = tableEntity({
  key: "categories",
  label: "시술 분류",
  body: consoleCategoryBodySchema,
  table: schema.productCategories,
  visible: "isVisible",
  order: "weight",
  list: (t) => ({
    title: t.name,
    subtitle: sql<string | null>`case when ${t.isSecret} then '비밀 분류' end`,
    search: [t.name],
  }),
  fields: ["name", "description", "isSecret", "isVisible"],
  previewPath: () => "/products",
});
