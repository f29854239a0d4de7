import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { countEvents, findEventRows, listedEventsWhere } from "@api/storefront/events/repository";
import { EVENT_TEXTS, toEventSummary } from "@api/storefront/events/service";
import { DEFAULT_PRODUCT_ORDER, productListWhere } from "@api/storefront/products/filters";
import { toProductSummary } from "@api/storefront/products/summary";
import { findSummaryPage } from "@api/storefront/products/summary-repository";
import { translateSummaries } from "@api/storefront/products/translated";
import { translateRows } from "@api/storefront/translations/overlay";
import { type Database, withTenant } from "@clinic/db";
import { type BoardSummary, type Language, SEARCH_GROUP_LIMIT, type SearchResult } from "@clinic/shared";
import { richTextToPlainText } from "@clinic/shared/rich-text";
import { type PostRow, searchPosts } from "./repository";

/** Characters of a post's plain text shown under its title in the results. */
export const SEARCH_EXCERPT_LENGTH = 120;

export interface SearchService {
  /** Products, listed events and board posts containing the keyword (all of them for ""), grouped with totals. */
  search(partnerId: number, keyword: string, language?: Language): Promise<SearchResult>;
}

const toBoardSummary = (row: PostRow): BoardSummary => ({
  id: row.id,
  boardTypeId: row.boardTypeId,
  title: row.title,
  thumbnailUrl: row.thumbnailUrl,
  excerpt: richTextToPlainText(row.contentHtml, SEARCH_EXCERPT_LENGTH),
  isPinned: row.isPinned,
  viewCount: row.viewCount,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Results depend on the clinic and the keyword alone, so they may be held per clinic (a bounded number of
 * keywords each). Events and product badges follow the date in Asia/Seoul: at midnight a held answer may still
 * show an event that just ended for up to the cache's TTL.
 */
export function createSearchService(database: Database, cache: PublicAnswers = UNCACHED): SearchService {
  return {
    search: (partnerId, keyword, language) =>
      cache.answer(partnerId, answerKey("search", { keyword, language }), () =>
        withTenant(database.db, partnerId, async (tx) => {
          const products = await findSummaryPage(tx, partnerId, {
            where: productListWhere({ keyword, languageCode: language }),
            orderBy: DEFAULT_PRODUCT_ORDER,
            limit: SEARCH_GROUP_LIMIT,
          });
          const eventsWhere = listedEventsWhere({ keyword, languageCode: language });
          const eventTotal = await countEvents(tx, partnerId, eventsWhere);
          const events =
            eventTotal === 0
              ? []
              : await findEventRows(tx, partnerId, { where: eventsWhere, limit: SEARCH_GROUP_LIMIT });
          const posts = await searchPosts(tx, partnerId, keyword, SEARCH_GROUP_LIMIT);
          return {
            keyword,
            products: {
              total: products.total,
              rows: await translateSummaries(tx, language, products.rows.map(toProductSummary)),
            },
            events: {
              total: eventTotal,
              rows: await translateRows(tx, language, events.map(toEventSummary), EVENT_TEXTS),
            },
            contents: { total: posts.total, rows: posts.rows.map(toBoardSummary) },
          };
        }),
      ),
  };
}
