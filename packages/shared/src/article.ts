import { z } from "zod";
import { neighboursShape, pagedListOf, timestamp } from "./common";
import { keywordQuery, pagingQuery, queryBoolean } from "./query";

export const beforeAfterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  beforeImageUrl: z.string(),
  afterImageUrl: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  isNoYouth: z.boolean(),
  treatmentCount: z.number().int().nullable(),
  createdAt: timestamp,
});
export type BeforeAfter = z.infer<typeof beforeAfterSchema>;
/** isNoYouth=false lists only cases suitable for everyone; true only restricted ones; absent lists both. */
export const beforeAfterQuerySchema = pagingQuery.extend({ isNoYouth: queryBoolean.optional() });
export const beforeAfterPageSchema = pagedListOf(beforeAfterSchema);

export const partnerReviewSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  productName: z.string().nullable(),
  imageUrls: z.array(z.string()),
  createdAt: timestamp,
});
export type PartnerReview = z.infer<typeof partnerReviewSchema>;
export const partnerReviewQuerySchema = pagingQuery;
export const partnerReviewPageSchema = pagedListOf(partnerReviewSchema).extend({
  /** Mean rating over all visible reviews, one decimal; null without reviews. */
  averageRating: z.number().nullable(),
});

export const boardLayouts = ["LIST", "GALLERY"] as const;
export const boardAreas = ["BOARD", "CSCENTER"] as const;
export type BoardArea = (typeof boardAreas)[number];
/** Customer boards: every post public, every post private, or the writer's choice. */
export const postVisibilities = ["PUBLIC", "PRIVATE", "CHOICE"] as const;
export type PostVisibility = (typeof postVisibilities)[number];
export const boardTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  layout: z.enum(boardLayouts),
  area: z.enum(boardAreas),
  /** Meaningful on CSCENTER boards, where visitors write; BOARD boards are always PUBLIC. */
  postVisibility: z.enum(postVisibilities),
  /** CSCENTER boards: true means guests cannot write (members only). */
  writeRequiresLogin: z.boolean(),
});
export type BoardType = z.infer<typeof boardTypeSchema>;

export const boardSummarySchema = z.object({
  id: z.number().int(),
  boardTypeId: z.number().int(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  excerpt: z.string(),
  isPinned: z.boolean(),
  viewCount: z.number().int(),
  createdAt: timestamp,
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;
export const boardDetailSchema = boardSummarySchema.extend({
  contentHtml: z.string(),
  boardType: boardTypeSchema,
  ...neighboursShape,
});
export type BoardDetail = z.infer<typeof boardDetailSchema>;
/** GET /customer/boards?boardTypeId=… (required: a board list is always one board's). */
export const boardListQuerySchema = pagingQuery.extend({
  boardTypeId: z.coerce.number().int().positive().max(2_147_483_647),
  keyword: keywordQuery.optional(),
});
export const boardPageSchema = pagedListOf(boardSummarySchema).extend({ boardType: boardTypeSchema });

export const pageKeys = ["INTRODUCE", "INFO", "RESERVATION_GUIDE"] as const;
export const pageContentSchema = z.object({
  pageKey: z.enum(pageKeys),
  title: z.string(),
  contentHtml: z.string(),
  updatedAt: timestamp,
});
export type PageContent = z.infer<typeof pageContentSchema>;
export const pageQuerySchema = z.object({ pageKey: z.enum(pageKeys) });
