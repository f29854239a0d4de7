import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { DEFAULT_PRODUCT_ORDER } from "@api/storefront/products/filters";
import { eventWeight, inEvent } from "@api/storefront/products/sql";
import { offsetOf, type Paged, toProductSummary } from "@api/storefront/products/summary";
import { findSummaryPage } from "@api/storefront/products/summary-repository";
import { translateSummaries } from "@api/storefront/products/translated";
import { type OverlaySpec, translateRow, translateRows } from "@api/storefront/translations/overlay";
import { type Database, type SQL, sql, type Tx, withTenant } from "@clinic/db";
import {
  EVENT_FILTERS,
  type EventDetail,
  type EventSummary,
  type Language,
  MAX_PAGE_SIZE,
  type ProductSummary,
} from "@clinic/shared";
import {
  countEvents,
  type EventFilter,
  type EventRow,
  findEventRows,
  findEventTitles,
  findOpenableEvent,
  listedEventsWhere,
} from "./repository";

export interface EventListQuery extends EventFilter {
  page: number;
  pageSize: number;
  eventViewable?: boolean | undefined;
  type?: string | undefined;
  target?: string | undefined;
  languageCode?: Language | undefined;
}

/** An event card's texts in another language (issue 29). */
export const EVENT_TEXTS: OverlaySpec<EventSummary> = {
  entity: "events",
  idOf: (row) => row.id,
  fields: { title: "title", summary: "summary" },
};

/** An event's own texts in another language, with more of its fields (the body). */
const eventTexts = <T extends EventSummary>(more: Record<string, keyof T & string> = {}): OverlaySpec<T> => ({
  entity: "events",
  idOf: (row) => row.id,
  fields: { title: "title", summary: "summary", ...more },
});

export interface EventService {
  list(partnerId: number, query: EventListQuery): Promise<Paged<EventSummary>>;
  titles(partnerId: number, query: EventListQuery): Promise<{ rows: { id: number; title: string }[] }>;
  detail(partnerId: number, id: number, language?: Language): Promise<EventDetail>;
  products(
    partnerId: number,
    query: { eventId: number; page: number; pageSize: number; languageCode?: Language | undefined },
  ): Promise<Paged<ProductSummary> & { event: EventSummary }>;
}

export function toEventSummary(row: EventRow): EventSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    thumbnailUrl: row.thumbnailUrl,
    startDate: row.startDate,
    endDate: row.endDate,
    productCount: row.productCount,
  };
}

/**
 * The storefront only ever shows viewable customer events (spec 9). A request for anything else (switched-off
 * events, notices, partner events) is well-formed but has no answer on this site: an empty list.
 */
function asksForHiddenEvents(query: EventListQuery): boolean {
  return (
    query.eventViewable === false ||
    (query.type !== undefined && query.type !== EVENT_FILTERS.type) ||
    (query.target !== undefined && query.target !== EVENT_FILTERS.target)
  );
}

/** One page of the products event `event` shows, in the event's order. */
function eventProductPage(tx: Tx, partnerId: number, event: EventRow, limit: number, offset = 0) {
  // EVENT_PAGE_PRODUCT with the event already known: its secret flag stands in for ev.is_secret.
  const shown: SQL = sql`${inEvent(event.id, sql`true`)} and p.is_published and (not c.is_secret or ${event.isSecret})`;
  return findSummaryPage(tx, partnerId, {
    where: shown,
    orderBy: sql`${eventWeight(event.id)}, ${DEFAULT_PRODUCT_ORDER}`,
    limit,
    offset,
  });
}

/**
 * Lists, titles, an event opened by id (secret ones too: their link is the id, the same for everyone who has it)
 * and its products depend on the clinic and the validated query alone, so they may be held per clinic. Which
 * events are over follows the date in Asia/Seoul: at midnight a held answer may still list an event that just
 * ended for up to the cache's TTL.
 */
export function createEventService(database: Database, cache: PublicAnswers = UNCACHED): EventService {
  const inTenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, fn);
  const openable = async (tx: Tx, partnerId: number, id: number) => {
    const event = await findOpenableEvent(tx, partnerId, id);
    if (!event) throw notFound("event not found");
    return event;
  };

  return {
    list: (partnerId, query) =>
      cache.answer(partnerId, answerKey("events", query), async () => {
        const { page, pageSize } = query;
        if (asksForHiddenEvents(query)) return { rows: [], total: 0, page, pageSize };
        const where = listedEventsWhere(query);
        const { rows, total } = await inTenant(partnerId, async (tx) => {
          const count = await countEvents(tx, partnerId, where);
          const offset = offsetOf(query);
          const found =
            offset >= count ? [] : await findEventRows(tx, partnerId, { where, limit: pageSize, offset });
          const summaries = await translateRows(
            tx,
            query.languageCode,
            found.map(toEventSummary),
            eventTexts(),
          );
          return { rows: summaries, total: count };
        });
        return { rows, total, page, pageSize };
      }),

    // The title list is not paged: page and pageSize do not change it, so they do not split the key.
    titles: (partnerId, query) =>
      cache.answer(
        partnerId,
        answerKey("event-titles", { ...query, page: undefined, pageSize: undefined }),
        async () => {
          if (asksForHiddenEvents(query)) return { rows: [] };
          // A title list feeds a picker: every listed event, not a page of them (bounded all the same).
          const rows = await inTenant(partnerId, (tx) =>
            findEventTitles(tx, partnerId, listedEventsWhere(query), MAX_PAGE_SIZE),
          );
          return { rows };
        },
      ),

    detail: (partnerId, id, language) =>
      cache.answer(partnerId, answerKey("event", { id, language }), () =>
        inTenant(partnerId, async (tx) => {
          const event = await openable(tx, partnerId, id);
          const { rows } = await eventProductPage(tx, partnerId, event, MAX_PAGE_SIZE);
          const detail = {
            ...toEventSummary(event),
            contentHtml: event.contentHtml,
            isSecret: event.isSecret,
            products: await translateSummaries(tx, language, rows.map(toProductSummary)),
          };
          return translateRow(
            tx,
            language,
            detail,
            eventTexts<typeof detail>({ contentHtml: "contentHtml" }),
          );
        }),
      ),

    products: (partnerId, query) =>
      cache.answer(partnerId, answerKey("event-products", query), () =>
        inTenant(partnerId, async (tx) => {
          const { eventId, page, pageSize } = query;
          const event = await openable(tx, partnerId, eventId);
          const { rows, total } = await eventProductPage(
            tx,
            partnerId,
            event,
            pageSize,
            offsetOf({ page, pageSize }),
          );
          const language = query.languageCode;
          return {
            rows: await translateSummaries(tx, language, rows.map(toProductSummary)),
            total,
            page,
            pageSize,
            event: await translateRow(tx, language, toEventSummary(event), eventTexts()),
          };
        }),
      ),
  };
}
