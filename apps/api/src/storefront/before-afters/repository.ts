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
  paging: { limit: number; offset: number },
): Promise<{ rows: BeforeAfterRecord[]; total: number }> {
  const rows = await selectWithProduct(tx)
    .where(visible(partnerId, filter))
    .orderBy(desc(beforeAfters.createdAt), desc(beforeAfters.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return { rows, total: await tx.$count(beforeAfters, visible(partnerId, filter)) };
}

export async function findVisibleBeforeAfter(
  tx: Tx,
  partnerId: number,
  id: number,
): Promise<BeforeAfterRecord | null> {
  const [found] = await selectWithProduct(tx).where(and(visible(partnerId), eq(beforeAfters.id, id)));
  return found ?? null;
}
