import { z } from "zod";
import { nullableStrings, timeOfDay, timestamp } from "./common";

export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * 'weekWeekend': the footer shows weekday (Monday's) hours, Saturday and lunch.
 * 'daily' (our name for the spec's "otherwise"): Mon–Fri in one group, Saturday plus lunch in another.
 */
export const operationTimeTypes = ["weekWeekend", "daily"] as const;

/**
 * One weekday's hours in a given time format (the storefront reads the database's HH:MM:SS, the console writes
 * HH:MM); null opening/closing means the clinic is closed that day ('Off').
 */
export function dayHoursOf<T extends z.ZodString>(time: T) {
  return z.object({
    opening: time.nullable(),
    closing: time.nullable(),
    lunchStart: time.nullable(),
    lunchEnd: time.nullable(),
  });
}

/** One weekday's hours as the storefront reads them. */
export const dayHoursSchema = dayHoursOf(timeOfDay);
export type DayHours = z.infer<typeof dayHoursSchema>;

/** A clinic's marketing settings: tag and analytics ids, the channels' links; each text or nothing. */
export const partnerMarketingInfoSchema = z.object(
  nullableStrings(
    "channelTalkId",
    "domainUrl",
    "ga4Id",
    "ga4PropertyId",
    "gtmId",
    "instagramUrl",
    "kakaoTalkUrl",
    "languageId",
    "naverBlogUrl",
    "naverDomainCheckHtml",
    "naverTalkUrl",
    "youtubeUrl",
    "xUrl",
  ),
);
export type PartnerMarketingInfo = z.infer<typeof partnerMarketingInfoSchema>;

export const reservationModes = ["STRICT", "FLEXIBLE"] as const;
export const homepageTypes = ["BRANDING", "COMMERCE"] as const;
export const popupTypes = ["LAYER", "GRID"] as const;

/** How the clinic's popups are laid out: the same fields in the storefront's homepage config and the console's. */
export const popupLayoutShape = {
  popupType: z.enum(popupTypes),
  isPopupDimmed: z.boolean(),
  popupGridWidthCount: z.number().int(),
  popupTopOffset: z.number().int(),
  popupLeftOffset: z.number().int(),
  popupBottomOffset: z.number().int(),
  popupRightOffset: z.number().int(),
};

/** How the site takes reservations: the same fields in the storefront's homepage config and the console's. */
export const reservationOptionsShape = {
  reservationMode: z.enum(reservationModes),
  /** How many days ahead a visitor may reserve. */
  reservationRange: z.number().int(),
  reservationConfirm: z.boolean(),
  isForceReservation: z.boolean(),
  useWidget: z.boolean(),
};

export const homepageConfigSchema = z.object({
  version: z.number().int(),
  hasPriceView: z.boolean(),
  isIncludeVat: z.boolean(),
  hideEventPageDefaultProductOption: z.boolean(),
  exposureCategory: z.string().nullable(),
  isIconExposure: z.boolean(),
  ...reservationOptionsShape,
  homepageType: z.enum(homepageTypes),
  useMedicalCharge: z.boolean(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.array(z.string()),
  ogImageUrl: z.string().nullable(),
  /** Set when the partner uploaded favicons to the CDN (homepage-meta/{partnerId}); null means ours. */
  faviconUpdatedAt: timestamp.nullable(),
  ...popupLayoutShape,
});
export type HomepageConfig = z.infer<typeof homepageConfigSchema>;

/** Where the clinic is and how to get there: the same fields in the storefront's and the console's partner answers. */
export const partnerWayShape = {
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  ...nullableStrings("naverMapUrl", "tMapUrl", "googleMapUrl", "kakaoMapUrl"),
  wayToPartnerByBus: z.array(z.string()),
  wayToPartnerBySubway: z.array(z.string()),
};

/** GET /partners/this: every field of spec section 3 "Partner information". */
export const partnerInfoSchema = z.object({
  id: z.number().int(),
  partnerCode: z.string(),
  partnerName: z.string(),
  ...nullableStrings(
    "displayName",
    "partnerLogoImageUrl",
    "partnerGroupName",
    "partnerPhone",
    "partnerTel",
    "partnerCeoName",
    "partnerFax",
    "partnerBusinessNumber",
    "partnerCopyRight",
    "partnerAddress",
    "partnerParkingInfo",
    "partnerParkingNotice",
    "partnerGroupInquiryUrl",
    "googlePlaceId",
    "partnerInternationalTelCode",
  ),
  ...partnerWayShape,
  operationTimeType: z.enum(operationTimeTypes),
  operationTimes: z.object({
    monday: dayHoursSchema,
    tuesday: dayHoursSchema,
    wednesday: dayHoursSchema,
    thursday: dayHoursSchema,
    friday: dayHoursSchema,
    saturday: dayHoursSchema,
    sunday: dayHoursSchema,
  }),
  /** General lunch break, used when a weekday has none of its own. */
  lunchStart: timeOfDay.nullable(),
  lunchEnd: timeOfDay.nullable(),
  partnerMarketingInfo: partnerMarketingInfoSchema,
  homepageConfig: homepageConfigSchema,
});
export type PartnerInfo = z.infer<typeof partnerInfoSchema>;

export const deployStatuses = ["READY", "LIVE"] as const;

/** GET /partners/this/homepage-deploy-status. The storefront shows /ready until the status is LIVE. */
export const deployStatusSchema = z.object({
  deployStatus: z.enum(deployStatuses),
  isLive: z.boolean(),
});
export type DeployStatus = z.infer<typeof deployStatusSchema>;

/** GET /partner-groups/this: the group (chain) this clinic belongs to; 404 when it stands alone. */
export const partnerGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inquiryUrl: z.string().nullable(),
  partners: z.array(
    z.object({ partnerName: z.string(), displayName: z.string().nullable(), url: z.string() }),
  ),
});
export type PartnerGroup = z.infer<typeof partnerGroupSchema>;

/**
 * GET /sites/resolve?host=…: which clinic serves a host, in one answer: its partner id (carried on the web server's
 * API calls, decision 0028), its site key (partner code) and whether it is launched (the proxy's pre-launch page).
 */
export const siteResolveQuerySchema = z.object({ host: z.string().min(1).max(253) });
export const siteResolveSchema = z.object({
  partnerId: z.number().int().positive(),
  code: z.string(),
  deployStatus: z.enum(deployStatuses),
});
export type SiteResolve = z.infer<typeof siteResolveSchema>;
