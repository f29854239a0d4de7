import "server-only";
import {
  type Branding,
  brandingSchema,
  type EventDetail,
  type ExhibitionDetail,
  eventDetailSchema,
  eventPageSchema,
  eventProductsSchema,
  exhibitionDetailSchema,
  exhibitionPageSchema,
  type ProductCategory,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  type ProductSummary,
  productCategoryListSchema,
  productDetailSchema,
  productPageSchema,
  recommendedProductListSchema,
  type SearchResult,
  searchResultSchema,
} from "@clinic/shared";
import { cache } from "react";
import { publicCaching } from "./cache-policy";
import { callApi, type QueryValue } from "./client";

type Paging = { page?: number; pageSize?: number };
/** Query objects as the API takes them: id lists comma-joined, everything else as text. */
type ProductFilters = Partial<Omit<ProductListQuery, "productCategoryIds">> & {
  productCategoryIds?: number[];
};

function productQuery(filters: ProductFilters): Record<string, QueryValue> {
  const { productCategoryIds, ...rest } = filters;
  return {
    ...rest,
    productCategoryIds: productCategoryIds?.length ? productCategoryIds.join(",") : undefined,
  };
}

/** GET /products with filters and paging (published, non-secret products). */
export const getProducts = cache(
  (site: string, filters: ProductFilters = {}): Promise<ProductPage> =>
    callApi({
      site,
      path: "/products",
      query: productQuery(filters),
      schema: productPageSchema,
      caching: publicCaching("products"),
    }),
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
    return callApi({
      site,
      path: `/products/${id}`,
      query: {
        isSecret: access.secretEventId !== undefined ? true : undefined,
        eventId: access.secretEventId,
        previewToken: access.previewToken,
      },
      schema: productDetailSchema,
      caching: restricted ? { scope: "visitor" } : publicCaching("products"),
    });
  },
);

/** GET /product-categories: visible, non-secret categories by weight. */
export const getProductCategories = cache(async (site: string): Promise<ProductCategory[]> => {
  const { rows } = await callApi({
    site,
    path: "/product-categories",
    schema: productCategoryListSchema,
    caching: publicCaching("products"),
  });
  return rows;
});

/** GET /recommended-products. */
export const getRecommendedProducts = cache(async (site: string): Promise<ProductSummary[]> => {
  const { rows } = await callApi({
    site,
    path: "/recommended-products",
    schema: recommendedProductListSchema,
    caching: publicCaching("products"),
  });
  return rows;
});

/** GET /events with the storefront's fixed filters (spec 9). */
export const getEvents = cache((site: string, paging: Paging = {}) =>
  callApi({
    site,
    path: "/events",
    query: { eventViewable: true, type: "EVENT", target: "CUSTOMER", ...paging },
    schema: eventPageSchema,
    caching: publicCaching("events"),
  }),
);

/** GET /events/{id}, including a secret event reached through its link. */
export const getEvent = cache(
  (site: string, id: number): Promise<EventDetail> =>
    callApi({ site, path: `/events/${id}`, schema: eventDetailSchema, caching: publicCaching("events") }),
);

/** GET /v2/event/products?eventId=. */
export const getEventProducts = cache((site: string, eventId: number, paging: Paging = {}) =>
  callApi({
    site,
    path: "/v2/event/products",
    query: { eventId, ...paging },
    schema: eventProductsSchema,
    caching: publicCaching("events"),
  }),
);

/** GET /customer/exhibitions. */
export const getExhibitions = cache((site: string, paging: Paging = {}) =>
  callApi({
    site,
    path: "/customer/exhibitions",
    query: { ...paging },
    schema: exhibitionPageSchema,
    caching: publicCaching("exhibitions"),
  }),
);

/** GET /customer/exhibitions/{id}. */
export const getExhibition = cache(
  (site: string, id: number): Promise<ExhibitionDetail> =>
    callApi({
      site,
      path: `/customer/exhibitions/${id}`,
      schema: exhibitionDetailSchema,
      caching: publicCaching("exhibitions"),
    }),
);

/** GET /customer/brandings/{id}; with a preview token the draft is fetched uncached. */
export const getBranding = cache(
  (site: string, id: number, previewToken?: string): Promise<Branding> =>
    callApi({
      site,
      path: `/customer/brandings/${id}`,
      query: { previewToken },
      schema: brandingSchema,
      caching: previewToken === undefined ? publicCaching("brandings") : { scope: "visitor" },
    }),
);

/** GET /search?keyword=: grouped results with totals. */
export const search = cache(
  (site: string, keyword: string): Promise<SearchResult> =>
    callApi({
      site,
      path: "/search",
      query: { keyword },
      schema: searchResultSchema,
      caching: publicCaching("search"),
    }),
);
