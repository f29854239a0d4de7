import { queryRows } from "@api/lib/query-rows";
import { containsPattern, translationMatches } from "@api/lib/text-match";
import { allOf, CURRENT_EVENT, CUSTOMER_EVENT, VISIBLE_EVENT } from "@api/storefront/products/sql";
import { type SQL, sql, type Tx } from "@clinic/db";
import type { Language } from "@clinic/shared";
import { z } from "zod";

const eventRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  productCount: z.number(),
  contentHtml: z.string(),
  isSecret: z.boolean(),
});
export type EventRow = z.infer<typeof eventRowSchema>;

/**
 * Products an event page shows: published ones, and secret-category ones only on a secret event (reached by its
 * link alone), so a listed event never reveals a secret product. Over p, c and the event ev.
 */
export const EVENT_PAGE_PRODUCT = sql`(p.is_published and (not c.is_secret or ev.is_secret))`;

export interface EventFilter {
  keyword?: string | undefined;
  includeEnded?: boolean | undefined;
  /** The page's language: a keyword also matches the events' translations into it (issue 29). */
  languageCode?: Language | undefined;
}

/** Events the storefront lists: visible, not over unless asked, matching the keyword in title or summary. */
export function listedEventsWhere({ keyword, includeEnded, languageCode }: EventFilter): SQL {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const translated =
    pattern === undefined
      ? undefined
      : translationMatches("events", "ev", languageCode, ["title", "summary"], pattern);
  return allOf([
    VISIBLE_EVENT,
    includeEnded !== true && CURRENT_EVENT,
    pattern !== undefined &&
      sql`(ev.title ilike ${pattern} or coalesce(ev.summary, '') ilike ${pattern}${translated ? sql` or ${translated}` : sql``})`,
  ]);
}

/** Listing order: the clinic's weights, then the soonest end (open-ended last). */
const EVENT_ORDER = sql`ev.weight, ev.end_date asc nulls last, ev.id`;

/** Events with their shown-product counts (one grouped lateral subquery, not one query per event). */
export async function findEventRows(
  tx: Tx,
  partnerId: number,
  { where, limit, offset = 0 }: { where: SQL; limit: number; offset?: number },
): Promise<EventRow[]> {
  return queryRows(
    tx,
    sql`select ev.id, ev.title, ev.summary, ev.thumbnail_url as "thumbnailUrl",
        ev.start_date::text as "startDate", ev.end_date::text as "endDate", n.count as "productCount",
        ev.content_html as "contentHtml", ev.is_secret as "isSecret"
      from events ev
      cross join lateral (
        select count(*)::int as count from event_products ep
        join products p on p.partner_id = ep.partner_id and p.id = ep.product_id
        join product_categories c on c.partner_id = p.partner_id and c.id = p.category_id
        where ep.partner_id = ev.partner_id and ep.event_id = ev.id and ${EVENT_PAGE_PRODUCT}
      ) n
      where ev.partner_id = ${partnerId} and ${where}
      order by ${EVENT_ORDER}
      limit ${limit} offset ${offset}`,
    eventRowSchema,
  );
}

export async function countEvents(tx: Tx, partnerId: number, where: SQL): Promise<number> {
  const [row] = await queryRows(
    tx,
    sql`select count(*)::int as total from events ev where ev.partner_id = ${partnerId} and ${where}`,
    z.object({ total: z.number() }),
  );
  return row?.total ?? 0;
}

export async function findEventTitles(tx: Tx, partnerId: number, where: SQL, limit: number) {
  return queryRows(
    tx,
    sql`select ev.id, ev.title from events ev
      where ev.partner_id = ${partnerId} and ${where}
      order by ${EVENT_ORDER}
      limit ${limit}`,
    z.object({ id: z.number(), title: z.string() }),
  );
}

/**
 * An event opened by id: any customer event of type EVENT, also secret, switched off or over (old and secret
 * links keep working); notices and partner events never.
 */
export async function findOpenableEvent(tx: Tx, partnerId: number, id: number): Promise<EventRow | null> {
  const [row] = await findEventRows(tx, partnerId, {
    where: sql`ev.id = ${id} and ${CUSTOMER_EVENT}`,
    limit: 1,
  });
  return row ?? null;
}
