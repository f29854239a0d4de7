import { inClinicOrder } from "@api/lib/clinic-order";
import { queryRows } from "@api/lib/query-rows";
import { containsPattern } from "@api/lib/text-match";
import { and, eq, schema, sql, type Tx } from "@clinic/db";
import { z } from "zod";
import { inEvent, SECRET_LINK_EVENT } from "./sql";

const { products, productCategories, productOptions } = schema;

export type ProductOptionRow = typeof productOptions.$inferSelect;

/** What the detail needs beyond the card, and what decides whether it may be shown. */
export async function findProductDetailRow(tx: Tx, partnerId: number, id: number) {
  const [row] = await tx
    .select({
      id: products.id,
      contentHtml: products.contentHtml,
      imageUrls: products.imageUrls,
      isPublished: products.isPublished,
      previewToken: products.previewToken,
      updatedAt: products.updatedAt,
      isSecret: productCategories.isSecret,
    })
    .from(products)
    .innerJoin(
      productCategories,
      and(eq(productCategories.partnerId, products.partnerId), eq(productCategories.id, products.categoryId)),
    )
    .where(and(eq(products.partnerId, partnerId), eq(products.id, id)));
  return row ?? null;
}

export type ProductDetailRow = NonNullable<Awaited<ReturnType<typeof findProductDetailRow>>>;

export async function findProductOptions(tx: Tx, partnerId: number, productId: number) {
  return inClinicOrder(tx, productOptions, partnerId, eq(productOptions.productId, productId));
}

/** Whether event `eventId` may open secret products and contains product `productId`. */
export async function isInSecretLinkEvent(
  tx: Tx,
  partnerId: number,
  productId: number,
  eventId: number,
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 as found from products p
      where p.partner_id = ${partnerId} and p.id = ${productId} and ${inEvent(eventId, SECRET_LINK_EVENT)}`,
    z.object({ found: z.number() }),
  );
  return rows.length > 0;
}

const categoryRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isSecret: z.boolean(),
  productCount: z.number(),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

/**
 * Visible, non-secret categories by weight with their published product counts (one grouped subquery), of one
 * id or matching a name when given.
 */
export async function findListedCategories(
  tx: Tx,
  partnerId: number,
  filter: { id?: number; name?: string },
): Promise<CategoryRow[]> {
  const byId = filter.id === undefined ? sql`` : sql`and c.id = ${filter.id}`;
  const byName = filter.name === undefined ? sql`` : sql`and c.name ilike ${containsPattern(filter.name)}`;
  return queryRows(
    tx,
    sql`select c.id, c.name, c.description, c.is_secret as "isSecret",
        coalesce(n.count, 0)::int as "productCount"
      from product_categories c
      left join (
        select p.category_id, count(*) as count from products p
        where p.partner_id = ${partnerId} and p.is_published
        group by p.category_id
      ) n on n.category_id = c.id
      where c.partner_id = ${partnerId} and c.is_visible and not c.is_secret ${byId} ${byName}
      order by c.weight, c.id`,
    categoryRowSchema,
  );
}
