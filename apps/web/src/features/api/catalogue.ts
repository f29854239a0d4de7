import "server-only";
import type {
  Branding,
  EventDetail,
  ExhibitionDetail,
  ProductCategory,
  ProductDetail,
  ProductListQuery,
  ProductPage,
  ProductSummary,
  SearchResult,
} from "@clinic/shared";
import { cache } from "react";
import { publicCaching } from "./cache-policy";
import { call, queryFlag, unwrap } from "./server-call";

type Paging = { page?: number; pageSize?: number };
/** Filters as pages pass them: id lists as numbers, flags as booleans. */
type ProductFilters = Partial<Omit<ProductListQuery, "productCategoryIds">> & {
  productCategoryIds?: number[];
};

/** The query as the API reads it: id lists comma-joined (spec 7), flags as "true"/"false". */
function productQuery({
  productCategoryIds,
  isRecommend,
  isExcludeEvent,
  isSecret,
  ...rest
}: ProductFilters) {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : queryFlag(value));
  return {
    ...rest,
    productCategoryIds: productCategoryIds?.length ? productCategoryIds.join(",") : undefined,
    isRecommend: flag(isRecommend),
    isExcludeEvent: flag(isExcludeEvent),
    isSecret: flag(isSecret),
  };
}

const products = (site: string) => ({ site, caching: publicCaching("products") });
const events = (site: string) => ({ site, caching: publicCaching("events") });
const exhibitions = (site: string) => ({ site, caching: publicCaching("exhibitions") });

/** GET /products with filters and paging (published, non-secret products). */
export const getProducts = cache(
  (site: string, filters: ProductFilters = {}): Promise<ProductPage> =>
    unwrap(call("products", { query: productQuery(filters) }, products(site))),
);

/**
 * GET /products/{id}. `access` carries the secret-link event or the preview token; those answers are not cached
 * (a preview must show the draft as it is now, and a secret product must not sit in a shared cache entry).
 */
export const getProduct = cache(
  (
    site: string,
    id: number,
    access: { secretEventId?: number; previewToken?: string } = {},
  ): Promise<ProductDetail> => {
    const restricted = access.secretEventId !== undefined || access.previewToken !== undefined;
    return unwrap(
      call(
        "product",
        {
          params: { id },
          query: {
            isSecret: access.secretEventId !== undefined ? queryFlag(true) : undefined,
            eventId: access.secretEventId,
            previewToken: access.previewToken,
          },
        },
        restricted ? { site, caching: { scope: "visitor" } } : products(site),
      ),
    );
  },
);

/** GET /product-categories: visible, non-secret categories by weight. */
export const getProductCategories = cache(async (site: string): Promise<ProductCategory[]> => {
  const { rows } = await unwrap(call("productCategories", {}, products(site)));
  return rows;
});

/** GET /recommended-products. */
export const getRecommendedProducts = cache(async (site: string): Promise<ProductSummary[]> => {
  const { rows } = await unwrap(call("recommendedProducts", {}, products(site)));
  return rows;
});

/** GET /events with the storefront's fixed filters (spec 9). */
export const getEvents = cache((site: string, paging: Paging = {}) =>
  unwrap(
    call(
      "events",
      { query: { eventViewable: queryFlag(true), type: "EVENT", target: "CUSTOMER", ...paging } },
      events(site),
    ),
  ),
);

/** GET /events/{id}, including a secret event reached through its link. */
export const getEvent = cache(
  (site: string, id: number): Promise<EventDetail> => unwrap(call("event", { params: { id } }, events(site))),
);

/** GET /v2/event/products?eventId=. */
export const getEventProducts = cache((site: string, eventId: number, paging: Paging = {}) =>
  unwrap(call("eventProducts", { query: { eventId, ...paging } }, events(site))),
);

/** GET /customer/exhibitions. */
export const getExhibitions = cache((site: string, paging: Paging = {}) =>
  unwrap(call("exhibitions", { query: { ...paging } }, exhibitions(site))),
);

/** GET /customer/exhibitions/{id}. */
export const getExhibition = cache(
  (site: string, id: number): Promise<ExhibitionDetail> =>
    unwrap(call("exhibition", { params: { id } }, exhibitions(site))),
);

/** GET /customer/brandings/{id}; with a preview token the draft is fetched uncached. */
export const getBranding = cache(
  (site: string, id: number, previewToken?: string): Promise<Branding> =>
    unwrap(
      call(
        "branding",
        { params: { id }, query: { previewToken } },
        { site, caching: previewToken === undefined ? publicCaching("brandings") : { scope: "visitor" } },
      ),
    ),
);

/** GET /search?keyword=: grouped results with totals. */
export const search = cache(
  (site: string, keyword: string): Promise<SearchResult> =>
    unwrap(call("search", { query: { keyword } }, { site, caching: publicCaching("search") })),
);
