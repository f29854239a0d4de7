import { containsPattern, translationMatches } from "@api/lib/text-match";
import { type SQL, sql } from "@clinic/db";
import { EVENT_FILTERS, type Language } from "@clinic/shared";

// SQL fragments shared by the catalogue queries. They use fixed table aliases: p = products,
// c = product_categories (of p), ev = events, ep = event_products.

/** The calendar day in Asia/Seoul, which is when an event's inclusive end date runs out. */
export const SEOUL_TODAY = sql`(now() at time zone 'Asia/Seoul')::date`;

/**
 * Products the storefront lists and opens without a token: published, in a category that is not secret. A hidden
 * category (is_visible false) only leaves the category tabs; its treatments stay reachable and searchable.
 */
export const LISTED_PRODUCT = sql`(p.is_published and not c.is_secret)`;

/** Events that belong on the storefront at all (spec 9's fixed filters): type EVENT for customers. */
export const CUSTOMER_EVENT = sql`(ev.type = ${EVENT_FILTERS.type} and ev.target = ${EVENT_FILTERS.target})`;

/** Events the storefront lists: customer events switched on and not secret. */
export const VISIBLE_EVENT = sql`(${CUSTOMER_EVENT} and ev.event_viewable and not ev.is_secret)`;

/** Events whose last day (inclusive) has not passed; open-ended ones never end. */
export const CURRENT_EVENT = sql`(ev.end_date is null or ev.end_date >= ${SEOUL_TODAY})`;

/** Events whose link may open a secret product: secret customer events, or visible ones. */
export const SECRET_LINK_EVENT = sql`(${CUSTOMER_EVENT} and (ev.is_secret or ev.event_viewable))`;

/** p belongs to event `eventId` and the event satisfies `condition` (over ev). */
export function inEvent(eventId: number, condition: SQL): SQL {
  return sql`exists (
    select 1 from event_products ep
    join events ev on ev.partner_id = ep.partner_id and ev.id = ep.event_id
    where ep.partner_id = p.partner_id and ep.product_id = p.id and ep.event_id = ${eventId} and ${condition}
  )`;
}

/** p belongs to some event that is listed and not over (the event badge on cards). */
export const IN_CURRENT_EVENT = sql`exists (
  select 1 from event_products ep
  join events ev on ev.partner_id = ep.partner_id and ev.id = ep.event_id
  where ep.partner_id = p.partner_id and ep.product_id = p.id and ${VISIBLE_EVENT} and ${CURRENT_EVENT}
)`;

/** p belongs to exhibition `exhibitionId` (or, without one, to any) visible exhibition. */
export function inVisibleExhibition(exhibitionId: number | undefined): SQL {
  const one = exhibitionId === undefined ? sql`` : sql`and xp.exhibition_id = ${exhibitionId}`;
  return sql`exists (
    select 1 from exhibition_products xp
    join exhibitions x on x.partner_id = xp.partner_id and x.id = xp.exhibition_id
    where xp.partner_id = p.partner_id and xp.product_id = p.id and x.is_visible ${one}
  )`;
}

/** Position of p within event `eventId` (curated order of an event page). */
export const eventWeight = (eventId: number) =>
  sql`(select ep.weight from event_products ep
    where ep.partner_id = p.partner_id and ep.product_id = p.id and ep.event_id = ${eventId})`;

/** Position of p within exhibition `exhibitionId`. */
export const exhibitionWeight = (exhibitionId: number) =>
  sql`(select xp.weight from exhibition_products xp
    where xp.partner_id = p.partner_id and xp.product_id = p.id and xp.exhibition_id = ${exhibitionId})`;

/** p's name, summary or one of its tags contains the keyword. */
export function productMatches(keyword: string, language?: Language): SQL {
  const pattern = containsPattern(keyword);
  // On a foreign page the keyword may be in that language (Latin, kana, Chinese): its translation is searched too.
  const translated = translationMatches("products", "p", language, ["name", "summary"], pattern);
  return sql`(p.name ilike ${pattern} or coalesce(p.summary, '') ilike ${pattern}
    or array_to_string(p.tags, ' ') ilike ${pattern}${translated ? sql` or ${translated}` : sql``})`;
}

/** `value = any(list)` with the ids bound one by one (an empty list matches nothing). */
export function idIn(column: SQL, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** AND of the present conditions; `true` when none. */
export function allOf(conditions: (SQL | undefined | false)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => Boolean(condition));
  if (present.length === 0) return sql`true`;
  return sql.join(
    present.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}
