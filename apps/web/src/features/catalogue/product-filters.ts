import type { ProductSummary } from "@clinic/shared";
import { cleanKeyword } from "@clinic/shared/text";
import { firstParam, hrefWith, parseId, parsePage, type QueryChange, type SearchParams } from "./query";

/**
 * /products shows 12 cards a page: three full rows of the 4-column desktop grid (the API's default page size of
 * 10 would leave a ragged last row). Other lists keep the API default.
 */
export const PRODUCT_LIST_PAGE_SIZE = 12;
export const PRODUCTS_PATH = "/products";

/** Query keys of the product list (short, readable, shareable). */
export const PRODUCT_QUERY = {
  category: "category",
  badge: "badge",
  excludeEvent: "excludeEvent",
  recommend: "recommend",
  page: "page",
} as const;

export interface ProductListFilters {
  categoryId: number | null;
  badge: string | null;
  excludeEvent: boolean;
  recommendOnly: boolean;
  page: number;
}

/** Longest custom badge the API accepts as a filter (productCustomBadge max 30). */
const MAX_BADGE_LENGTH = 30;

/** The product list's filters from its query string; unreadable values are dropped, never an error. */
export function parseProductFilters(params: SearchParams): ProductListFilters {
  // Cleaned as the API cleans keywords: a NUL would be a 400 from the API, an error page here.
  const badge = cleanKeyword(firstParam(params, PRODUCT_QUERY.badge) ?? "");
  return {
    categoryId: parseId(firstParam(params, PRODUCT_QUERY.category)),
    badge: badge && badge.length <= MAX_BADGE_LENGTH ? badge : null,
    excludeEvent: firstParam(params, PRODUCT_QUERY.excludeEvent) === "true",
    recommendOnly: firstParam(params, PRODUCT_QUERY.recommend) === "true",
    page: parsePage(firstParam(params, PRODUCT_QUERY.page)),
  };
}

/** The GET /products query for these filters (booleans only when on, so "off" is the API's default). */
export function productApiQuery(filters: ProductListFilters, pageSize = PRODUCT_LIST_PAGE_SIZE) {
  return {
    categoryId: filters.categoryId ?? undefined,
    productCustomBadge: filters.badge ?? undefined,
    isExcludeEvent: filters.excludeEvent ? true : undefined,
    isRecommend: filters.recommendOnly ? true : undefined,
    page: filters.page,
    pageSize,
  };
}

/** Whether any filter beyond the category narrows the list. */
export const hasNarrowingFilters = (filters: ProductListFilters) =>
  filters.badge !== null || filters.excludeEvent || filters.recommendOnly;

/**
 * A link to the product list with some filters changed. Any change other than the page itself goes back to
 * page 1 (the old page number may not exist in the new list); changing the category also clears the badge, whose
 * chips belong to the category.
 */
export function productListHref(
  params: SearchParams,
  changes: Partial<Omit<ProductListFilters, "page">>,
): string {
  const next: Record<string, QueryChange> = { [PRODUCT_QUERY.page]: null };
  if ("categoryId" in changes) {
    next[PRODUCT_QUERY.category] = changes.categoryId;
    next[PRODUCT_QUERY.badge] = null;
  }
  if ("badge" in changes) next[PRODUCT_QUERY.badge] = changes.badge;
  if ("excludeEvent" in changes) next[PRODUCT_QUERY.excludeEvent] = changes.excludeEvent;
  if ("recommendOnly" in changes) next[PRODUCT_QUERY.recommend] = changes.recommendOnly;
  return hrefWith(PRODUCTS_PATH, params, next);
}

/** The custom badges of a set of products, most used first (then in Korean order), for the filter chips. */
export function collectBadges(products: readonly Pick<ProductSummary, "customBadges">[]): string[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const badge of new Set(product.customBadges)) counts.set(badge, (counts.get(badge) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, "ko"))
    .map(([badge]) => badge);
}
