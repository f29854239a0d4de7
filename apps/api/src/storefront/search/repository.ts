import { queryRows } from "@api/lib/query-rows";
import type { RowsPage } from "@api/lib/table-page";
import { containsPattern } from "@api/lib/text-match";
import { type SQL, sql, type Tx } from "@clinic/db";
import { z } from "zod";

/** Board types whose posts are public content on /boards (customer-centre boards are not searched). */
const SEARCHED_BOARD_AREA = "BOARD";

const postRowSchema = z.object({
  id: z.number(),
  boardTypeId: z.number(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  contentHtml: z.string(),
  isPinned: z.boolean(),
  viewCount: z.number(),
  createdAt: z.coerce.date(),
});
export type PostRow = z.infer<typeof postRowSchema>;

/**
 * Visible posts of visible BOARD-area boards whose title or text contains the keyword. The text is matched with
 * its tags stripped, so a keyword such as "div" does not find every post.
 */
function matchingPosts(partnerId: number, keyword: string): SQL {
  const pattern = containsPattern(keyword);
  const text = keyword
    ? sql`and (b.title ilike ${pattern} or regexp_replace(b.content_html, '<[^>]*>', ' ', 'g') ilike ${pattern})`
    : sql``;
  return sql`boards b
    join board_types bt on bt.partner_id = b.partner_id and bt.id = b.board_type_id
    where b.partner_id = ${partnerId} and b.is_visible and bt.is_visible and bt.area = ${SEARCHED_BOARD_AREA} ${text}`;
}

export async function searchPosts(
  tx: Tx,
  partnerId: number,
  keyword: string,
  limit: number,
): Promise<RowsPage<PostRow>> {
  const from = matchingPosts(partnerId, keyword);
  const [count] = await queryRows(
    tx,
    sql`select count(*)::int as total from ${from}`,
    z.object({ total: z.number() }),
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const rows = await queryRows(
    tx,
    sql`select b.id, b.board_type_id as "boardTypeId", b.title, b.thumbnail_url as "thumbnailUrl",
        b.content_html as "contentHtml", b.is_pinned as "isPinned", b.view_count as "viewCount",
        b.created_at as "createdAt"
      from ${from}
      order by b.created_at desc, b.id desc
      limit ${limit}`,
    postRowSchema,
  );
  return { rows, total };
}
