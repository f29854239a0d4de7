import { z } from "zod";
import { listOf, pagedListOf, timestamp } from "./common";
import { productPageSchema, productSummarySchema } from "./product";
import { keywordQuery, optionalIdQuery, pagingQuery, queryBoolean } from "./query";
import { languageCodeQuery, translatedMarkSchema } from "./translations";

/** The storefront's fixed event filters (spec 9). */
export const EVENT_FILTERS = { eventViewable: true, type: "EVENT", target: "CUSTOMER" } as const;
export const eventTypes = ["EVENT", "NOTICE"] as const;
export const eventTargets = ["CUSTOMER", "PARTNER"] as const;

/** Calendar date "YYYY-MM-DD" (Asia/Seoul). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const eventSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  startDate: isoDate.nullable(),
  /** Inclusive last day; the countdown label is computed from it (spec 5). */
  endDate: isoDate.nullable(),
  productCount: z.number().int(),
  translated: translatedMarkSchema,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  contentHtml: z.string(),
  isSecret: z.boolean(),
  products: z.array(productSummarySchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** GET /events and /event/title. Only the fixed filters are accepted; other values are a 400. */
export const eventListQuerySchema = pagingQuery.extend({
  eventViewable: queryBoolean.optional(),
  type: z.enum(eventTypes).optional(),
  target: z.enum(eventTargets).optional(),
  keyword: keywordQuery.optional(),
  /** Include events whose end date has passed (default false). */
  includeEnded: queryBoolean.optional(),
  languageCode: languageCodeQuery,
});
export const eventPageSchema = pagedListOf(eventSummarySchema);
export const eventTitleListSchema = listOf(z.object({ id: z.number().int(), title: z.string() }));

/** GET /v2/event/products?eventId=: the products of one event. */
export const eventProductsQuerySchema = pagingQuery.extend({
  eventId: z.coerce.number().int().positive().max(2_147_483_647),
  languageCode: languageCodeQuery,
});
export const eventProductsSchema = productPageSchema.extend({ event: eventSummarySchema });

export const exhibitionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  productCount: z.number().int(),
  translated: translatedMarkSchema,
});
export type ExhibitionSummary = z.infer<typeof exhibitionSummarySchema>;
export const exhibitionDetailSchema = exhibitionSummarySchema.extend({
  contentHtml: z.string(),
  bannerImageUrl: z.string().nullable(),
  products: z.array(productSummarySchema),
});
export type ExhibitionDetail = z.infer<typeof exhibitionDetailSchema>;
export const exhibitionListQuerySchema = pagingQuery.extend({ languageCode: languageCodeQuery });
export const exhibitionPageSchema = pagedListOf(exhibitionSummarySchema);
/** GET /customer/v2/exhibition-products?exhibitionId=. */
export const exhibitionProductsQuerySchema = pagingQuery.extend({
  exhibitionId: optionalIdQuery,
  languageCode: languageCodeQuery,
});
export const exhibitionProductsSchema = productPageSchema;

export const brandingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  contentHtml: z.string(),
  heroImageUrl: z.string().nullable(),
  isPublished: z.boolean(),
  updatedAt: timestamp,
  /** Treatments of the branding's category, published and not secret. */
  products: z.array(productSummarySchema),
  translated: translatedMarkSchema,
});
export type Branding = z.infer<typeof brandingSchema>;
export const brandingQuerySchema = z.object({
  previewToken: z.string().trim().min(8).max(128).optional(),
  languageCode: languageCodeQuery,
});
