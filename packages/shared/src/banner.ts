import { z } from "zod";
import { listOf } from "./common";
import { languageCodeQuery, translatedMarkSchema } from "./translations";

export const bannerLocations = ["MAIN_TOP", "MAIN_MIDDLE", "PRODUCT_LIST", "EVENT_LIST"] as const;
export type BannerLocation = (typeof bannerLocations)[number];

export const bannerSchema = z.object({
  id: z.number().int(),
  bannerLocation: z.enum(bannerLocations),
  title: z.string(),
  subTitle: z.string().nullable(),
  pcImageUrl: z.string(),
  mobileImageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  weight: z.number().int(),
  /** Focal point in % (left, top): the storefront crops around it (object-position). */
  focalX: z.number().int().default(50),
  focalY: z.number().int().default(50),
  translated: translatedMarkSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerQuerySchema = z.object({
  bannerLocation: z.enum(bannerLocations).optional(),
  languageCode: languageCodeQuery,
});
export const bannerListSchema = listOf(bannerSchema);
