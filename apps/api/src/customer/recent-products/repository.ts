import { ofClinic } from "@api/lib/clinic-rows";
import { queryRows } from "@api/lib/query-rows";
import { LISTED_PRODUCT } from "@api/storefront/products/sql";
import { and, desc, eq, schema, sql, type Tx } from "@clinic/db";
import { MAX_RECENT_PRODUCTS } from "@clinic/shared";
import { z } from "zod";

const { recentProducts, products } = schema;

export interface RecentEntry {
  productId: number;
  viewedAt: Date;
}

/** The visitor's newest views first (index recent_products_visitor_idx), at most MAX_RECENT_PRODUCTS. */
export async function findRecentEntries(tx: Tx, partnerId: number, visitor: string): Promise<RecentEntry[]> {
  return tx
    .select({ productId: recentProducts.productId, viewedAt: recentProducts.viewedAt })
    .from(recentProducts)
    .where(and(eq(recentProducts.partnerId, partnerId), eq(recentProducts.visitorKey, visitor)))
    .orderBy(desc(recentProducts.viewedAt), desc(recentProducts.id))
    .limit(MAX_RECENT_PRODUCTS);
}

/** Whether the storefront may show product `id` to anyone (published, not in a secret category). */
export async function isListedProduct(tx: Tx, partnerId: number, id: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 as found from products p
      join product_categories c on c.partner_id = p.partner_id and c.id = p.category_id
      where p.partner_id = ${partnerId} and p.id = ${id} and ${LISTED_PRODUCT}`,
    z.object({ found: z.number() }),
  );
  return rows.length > 0;
}

export async function productExists(tx: Tx, partnerId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.partnerId, partnerId), eq(products.id, id)));
  return rows.length > 0;
}

/** Records a view now (a repeated view moves the product to the front) and keeps only the newest views. */
export async function recordView(
  tx: Tx,
  partnerId: number,
  visitor: string,
  productId: number,
): Promise<void> {
  await tx
    .insert(recentProducts)
    .values({ partnerId, visitorKey: visitor, productId })
    .onConflictDoUpdate({
      target: [recentProducts.partnerId, recentProducts.visitorKey, recentProducts.productId],
      set: { viewedAt: sql`now()` },
    });
  await tx.execute(sql`delete from recent_products
    where partner_id = ${partnerId} and visitor_key = ${visitor} and id not in (
      select id from recent_products
      where partner_id = ${partnerId} and visitor_key = ${visitor}
      order by viewed_at desc, id desc
      limit ${MAX_RECENT_PRODUCTS}
    )`);
}

export async function deleteViews(
  tx: Tx,
  partnerId: number,
  visitor: string,
  productId?: number,
): Promise<void> {
  await tx
    .delete(recentProducts)
    .where(
      ofClinic(
        recentProducts,
        partnerId,
        eq(recentProducts.visitorKey, visitor),
        productId === undefined ? undefined : eq(recentProducts.productId, productId),
      ),
    );
}
