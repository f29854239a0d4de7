import { type Paging, type RowsPage, selectPage } from "@api/lib/table-page";
import { and, desc, eq, schema, sql, type Tx } from "@clinic/db";

const { beforeAfters, productCategories, products } = schema;

export interface BeforeAfterRecord {
  row: typeof beforeAfters.$inferSelect;
  /** Name of the linked product when the storefront may show it (published, not in a secret category). */
  productName: string | null;
}

export interface BeforeAfterFilter {
  isNoYouth?: boolean;
}

const visible = (partnerId: number, filter: BeforeAfterFilter = {}) =>
  and(
    eq(beforeAfters.partnerId, partnerId),
    eq(beforeAfters.isVisible, true),
    filter.isNoYouth === undefined ? undefined : eq(beforeAfters.isNoYouth, filter.isNoYouth),
  );

/** Cases joined to their product only when that product is listable; otherwise the product columns are null. */
function selectWithProduct(tx: Tx) {
  return tx
    .select({ row: beforeAfters, productName: products.name })
    .from(beforeAfters)
    .leftJoin(
      products,
      and(
        eq(products.partnerId, beforeAfters.partnerId),
        eq(products.id, beforeAfters.productId),
        eq(products.isPublished, true),
        sql`exists (select 1 from ${productCategories} where ${productCategories.partnerId} = ${products.partnerId}
          and ${productCategories.id} = ${products.categoryId} and not ${productCategories.isSecret})`,
      ),
    );
}

export async function findVisibleBeforeAfters(
  tx: Tx,
  partnerId: number,
  filter: BeforeAfterFilter,
  paging: Paging,
): Promise<RowsPage<BeforeAfterRecord>> {
  const where = visible(partnerId, filter);
  const query = selectWithProduct(tx)
    .where(where)
    .orderBy(desc(beforeAfters.createdAt), desc(beforeAfters.id));
  return selectPage(tx, query.$dynamic(), beforeAfters, where, paging);
}

export async function findVisibleBeforeAfter(
  tx: Tx,
  partnerId: number,
  id: number,
): Promise<BeforeAfterRecord | null> {
  const [found] = await selectWithProduct(tx).where(and(visible(partnerId), eq(beforeAfters.id, id)));
  return found ?? null;
}
