import { desc, eq, schema, sql } from "@clinic/db";
import { type ConsoleBeforeAfterBody, consoleBeforeAfterBodySchema } from "@clinic/shared";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";
import { requireProducts } from "../references";

const { beforeAfters, products } = schema;
type Body = z.output<typeof consoleBeforeAfterBodySchema>;

const caseValues = (body: Body) => ({
  title: body.title,
  description: body.description,
  beforeImageUrl: body.beforeImageUrl,
  afterImageUrl: body.afterImageUrl,
  productId: body.productId,
  treatmentCount: body.treatmentCount,
  isNoYouth: body.isNoYouth,
  isVisible: body.isVisible,
});

/**
 * The home page shows the newest cases for everyone (a treatment page those of its treatment); adults-only cases
 * have no page on the site. The flag is in the live body, when the console passes it.
 */
export function beforeAfterPreviewPath(_id: number, live?: Record<string, unknown>): string | null {
  return live?.isNoYouth === true ? null : "/#before-after";
}

/** Before/after cases: the home page's newest cases for everyone and a treatment page's cases of that treatment. */
export const beforeAfterEntity: ContentEntity<Body> = {
  key: "before-afters",
  label: "전후 사례",
  body: consoleBeforeAfterBodySchema,
  columns: {
    table: beforeAfters,
    id: beforeAfters.id,
    deletedAt: beforeAfters.deletedAt,
    visible: beforeAfters.isVisible,
    // The site lists cases newest first: no order of the clinic's own.
    order: [desc(beforeAfters.createdAt), desc(beforeAfters.id)],
    title: beforeAfters.title,
    subtitle: sql<string | null>`nullif(concat_ws(' · ',
      (select ${products.name} from ${products} where ${products.id} = ${beforeAfters.productId}),
      case when ${beforeAfters.isNoYouth} then '성인 전용' end), '')`,
    thumbnail: beforeAfters.afterImageUrl,
    search: [beforeAfters.title, beforeAfters.description],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(beforeAfters).where(eq(beforeAfters.id, id));
    if (!row) return null;
    const body: ConsoleBeforeAfterBody = {
      title: row.title,
      description: row.description,
      beforeImageUrl: row.beforeImageUrl,
      afterImageUrl: row.afterImageUrl,
      productId: row.productId,
      treatmentCount: row.treatmentCount,
      isNoYouth: row.isNoYouth,
      isVisible: row.isVisible,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    const [row] = await tx
      .insert(beforeAfters)
      .values({ ...caseValues(body), isVisible: false, partnerId })
      .returning({ id: beforeAfters.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx.update(beforeAfters).set(caseValues(body)).where(eq(beforeAfters.id, id));
  },
  check: (tx, body) =>
    body.productId === null ? Promise.resolve() : requireProducts(tx, [body.productId], "body.productId"),
  previewPath: beforeAfterPreviewPath,
};
