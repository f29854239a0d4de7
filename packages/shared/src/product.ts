import { z } from "zod";
import { listOf, pagedListOf, timestamp } from "./common";
import { idListQuery, keywordQuery, optionalIdQuery, pagingQuery, queryBoolean } from "./query";
import { languageCodeQuery, translatedMarkSchema } from "./translations";

export const productCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isSecret: z.boolean(),
  /** Published, non-secret products in the category. */
  productCount: z.number().int(),
  translated: translatedMarkSchema,
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const productCategoryQuerySchema = z.object({
  productCategoryName: z.string().trim().min(1).max(50).optional(),
  isSecret: queryBoolean.optional(),
  languageCode: languageCodeQuery,
});
/** The language of a read with no other query (one category, the recommended products). */
export const languageOnlyQuerySchema = z.object({ languageCode: languageCodeQuery });
export const productCategoryListSchema = listOf(productCategorySchema);

export const productOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  /** Whole percent off originalPrice, or null. */
  discountRate: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  isDefault: z.boolean(),
  /** In another language: whether the name is in it (issue 29); absent on Korean answers. */
  translated: translatedMarkSchema,
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  customBadges: z.array(z.string()),
  tags: z.array(z.string()),
  isRecommend: z.boolean(),
  /** Lowest option price and its original price, null when the product has no options. */
  price: z.number().int().nullable(),
  originalPrice: z.number().int().nullable(),
  discountRate: z.number().int().nullable(),
  /** Ids of the visible events the product belongs to (an event badge on cards). */
  eventIds: z.array(z.number().int()),
  translated: translatedMarkSchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  contentHtml: z.string(),
  imageUrls: z.array(z.string()),
  options: z.array(productOptionSchema),
  isPublished: z.boolean(),
  isSecret: z.boolean(),
  updatedAt: timestamp,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /products (and /v2/products, /compatibility/products). */
export const productListQuerySchema = pagingQuery.extend({
  exhibitionId: optionalIdQuery,
  eventId: optionalIdQuery,
  categoryId: optionalIdQuery,
  productCategoryIds: idListQuery.optional(),
  productCustomBadge: z.string().trim().min(1).max(30).optional(),
  isRecommend: queryBoolean.optional(),
  keyword: keywordQuery.optional(),
  isExcludeEvent: queryBoolean.optional(),
  /** The language of names and summaries (issue 29); Korean where the clinic has not translated them. */
  languageCode: languageCodeQuery,
  isSecret: queryBoolean.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export const productPageSchema = pagedListOf(productSummarySchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/**
 * GET /products/{id}: published, non-secret products; a secret product needs isSecret=true and the id of a secret
 * event it belongs to; an unpublished one needs its previewToken.
 */
export const productDetailQuerySchema = z.object({
  isSecret: queryBoolean.optional(),
  eventId: optionalIdQuery,
  previewToken: z.string().trim().min(8).max(128).optional(),
  languageCode: languageCodeQuery,
});

export const recommendedProductListSchema = listOf(productSummarySchema);

export const recentProductSchema = z.object({ viewedAt: timestamp, product: productSummarySchema });
export const recentProductListSchema = listOf(recentProductSchema);
export const recentProductBodySchema = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
});
/** Visitors are told apart by an opaque id the web server keeps in an HttpOnly cookie and forwards. */
export const VISITOR_ID_HEADER = "x-visitor-id";
export const VISITOR_ID_COOKIE = "visitor_id";
/** Recent products kept per visitor. */
export const MAX_RECENT_PRODUCTS = 20;
