import { desc, schema, sql } from "@clinic/db";
import { consoleBeforeAfterBodySchema } from "@clinic/shared";
import { tableEntity } from "../../table-entity";
import { requireProducts } from "../references";

const { products } = schema;

/**
 * The home page shows the newest cases for everyone (a treatment page those of its treatment); adults-only cases
 * have no page on the site. The flag is in the live body, when the console passes it.
 */
export function beforeAfterPreviewPath(_id: number, live?: Record<string, unknown>): string | null {
  return live?.isNoYouth === true ? null : "/#before-after";
}

/** Before/after cases: the home page's newest cases for everyone and a treatment page's cases of that treatment. */
export const beforeAfterEntity = tableEntity({
  key: "before-afters",
  label: "전후 사례",
  body: consoleBeforeAfterBodySchema,
  table: schema.beforeAfters,
  visible: "isVisible",
  // The site lists cases newest first: no order of the clinic's own.
  order: (t) => [desc(t.createdAt), desc(t.id)],
  list: (t) => ({
    title: t.title,
    subtitle: sql<string | null>`nullif(concat_ws(' · ',
      (select ${products.name} from ${products} where ${products.id} = ${t.productId}),
      case when ${t.isNoYouth} then '성인 전용' end), '')`,
    thumbnail: t.afterImageUrl,
    search: [t.title, t.description],
  }),
  fields: [
    "title",
    "description",
    "beforeImageUrl",
    "afterImageUrl",
    "productId",
    "treatmentCount",
    "isNoYouth",
    "isVisible",
  ],
  check: (tx, body) =>
    body.productId === null ? Promise.resolve() : requireProducts(tx, [body.productId], "body.productId"),
  previewPath: beforeAfterPreviewPath,
});
