import { queryRows } from "@api/lib/query-rows";
import { LISTED_PRODUCT } from "@api/storefront/products/sql";
import { type SQL, sql, type Tx } from "@clinic/db";
import { z } from "zod";

const exhibitionRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  productCount: z.number(),
  contentHtml: z.string(),
  bannerImageUrl: z.string().nullable(),
});
export type ExhibitionRow = z.infer<typeof exhibitionRowSchema>;

/** Visible exhibitions (optionally one) by weight, with their listed-product counts in the same query. */
export async function findVisibleExhibitions(
  tx: Tx,
  partnerId: number,
  { id, limit, offset = 0 }: { id?: number; limit: number; offset?: number },
): Promise<ExhibitionRow[]> {
  const one: SQL = id === undefined ? sql`` : sql`and x.id = ${id}`;
  return queryRows(
    tx,
    sql`select x.id, x.title, x.summary, x.thumbnail_url as "thumbnailUrl",
        x.start_date::text as "startDate", x.end_date::text as "endDate", n.count as "productCount",
        x.content_html as "contentHtml", x.banner_image_url as "bannerImageUrl"
      from exhibitions x
      cross join lateral (
        select count(*)::int as count from exhibition_products xp
        join products p on p.partner_id = xp.partner_id and p.id = xp.product_id
        join product_categories c on c.partner_id = p.partner_id and c.id = p.category_id
        where xp.partner_id = x.partner_id and xp.exhibition_id = x.id and ${LISTED_PRODUCT}
      ) n
      where x.partner_id = ${partnerId} and x.is_visible ${one}
      order by x.weight, x.id
      limit ${limit} offset ${offset}`,
    exhibitionRowSchema,
  );
}

export async function countVisibleExhibitions(tx: Tx, partnerId: number): Promise<number> {
  const [row] = await queryRows(
    tx,
    sql`select count(*)::int as total from exhibitions x where x.partner_id = ${partnerId} and x.is_visible`,
    z.object({ total: z.number() }),
  );
  return row?.total ?? 0;
}
