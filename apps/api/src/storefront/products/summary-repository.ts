import { queryRows } from "@api/lib/query-rows";
import type { RowsPage } from "@api/lib/table-page";
import { type SQL, sql, type Tx } from "@clinic/db";
import { z } from "zod";
import { CURRENT_EVENT, VISIBLE_EVENT } from "./sql";

const summaryRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  summary: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  categoryId: z.number(),
  categoryName: z.string(),
  customBadges: z.array(z.string()),
  tags: z.array(z.string()),
  isRecommend: z.boolean(),
  price: z.number().nullable(),
  originalPrice: z.number().nullable(),
  eventIds: z.array(z.number()),
});
export type ProductSummaryRow = z.infer<typeof summaryRowSchema>;

export interface SummarySelection {
  /** Condition over p (products) and c (its category). */
  where: SQL;
  /** Order over p and c; must end in a unique column so pages do not overlap. */
  orderBy: SQL;
  limit: number;
  offset?: number;
}

const FROM_PRODUCTS = sql`products p join product_categories c on c.partner_id = p.partner_id and c.id = p.category_id`;

/**
 * One page of product cards in one query: the page's ids are picked first (filter, order, limit), and only those
 * rows get their lowest-priced option and their listed, current events, so the cost does not grow with the
 * catalogue and there is no query per product.
 */
export async function findSummaryRows(
  tx: Tx,
  partnerId: number,
  { where, orderBy, limit, offset = 0 }: SummarySelection,
): Promise<ProductSummaryRow[]> {
  return queryRows(
    tx,
    sql`with page as (
      select p.id, row_number() over (order by ${orderBy}) as ord
      from ${FROM_PRODUCTS}
      where p.partner_id = ${partnerId} and ${where}
      order by ord
      limit ${limit} offset ${offset}
    )
    select p.id, p.name, p.summary, p.thumbnail_url as "thumbnailUrl", p.category_id as "categoryId",
      c.name as "categoryName", p.custom_badges as "customBadges", p.tags, p.is_recommend as "isRecommend",
      o.price, o.original_price as "originalPrice", coalesce(e.ids, '{}'::int[]) as "eventIds"
    from page
    join ${FROM_PRODUCTS} on p.partner_id = ${partnerId} and p.id = page.id
    left join lateral (
      select po.price, po.original_price from product_options po
      where po.partner_id = p.partner_id and po.product_id = p.id
      order by po.price, po.weight, po.id
      limit 1
    ) o on true
    left join lateral (
      select array_agg(ev.id order by ev.weight, ev.id) as ids
      from event_products ep
      join events ev on ev.partner_id = ep.partner_id and ev.id = ep.event_id
      where ep.partner_id = p.partner_id and ep.product_id = p.id and ${VISIBLE_EVENT} and ${CURRENT_EVENT}
    ) e on true
    order by page.ord`,
    summaryRowSchema,
  );
}

export async function countProducts(tx: Tx, partnerId: number, where: SQL): Promise<number> {
  const [row] = await queryRows(
    tx,
    sql`select count(*)::int as total from ${FROM_PRODUCTS} where p.partner_id = ${partnerId} and ${where}`,
    z.object({ total: z.number() }),
  );
  return row?.total ?? 0;
}

/** A page of cards and the total matching `where`, in two queries. */
export async function findSummaryPage(
  tx: Tx,
  partnerId: number,
  selection: SummarySelection,
): Promise<RowsPage<ProductSummaryRow>> {
  const total = await countProducts(tx, partnerId, selection.where);
  const skip = selection.offset ?? 0;
  // Past the end there is nothing to select; the total still tells the client how far the list goes.
  const rows = skip >= total ? [] : await findSummaryRows(tx, partnerId, selection);
  return { rows, total };
}
