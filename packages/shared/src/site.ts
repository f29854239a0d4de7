import { z } from "zod";
import { listOf, nullableStrings } from "./common";
import { languageSchema } from "./language-schema";
import { translatedMarkSchema } from "./translations";

// `translated` (issue 29, decision 0045): on an answer in another language, the keys of that object the clinic
// translated; the rest are its Korean. Absent on Korean answers.

export const navigationItemSchema = z.object({
  title: z.string(),
  url: z.string(),
  /** Optional count badge shown in the mobile menu. */
  badgeCount: z.number().int().nullable(),
  subList: z.array(z.object({ title: z.string(), url: z.string(), translated: translatedMarkSchema })),
  translated: translatedMarkSchema,
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;

export const hrefTargets = ["_blank", "_self"] as const;
export const franchiseSchema = z.object({
  title: z.string(),
  url: z.string(),
  hrefTarget: z.enum(hrefTargets),
});
export type Franchise = z.infer<typeof franchiseSchema>;

/** Only the first entry is used (spec section 3). useWidget: 'visit' or anything else (treated as treatment). */
export const rightButtonSchema = z.object({
  ...nullableStrings("buttonText", "buttonType", "buttonUrl", "buttonImageUrl"),
  hideButton: z.boolean(),
  useWidget: z.string().nullable(),
  translated: translatedMarkSchema,
});
export type RightButton = z.infer<typeof rightButtonSchema>;

export const floatingChannels = [
  "blog",
  "instagram",
  "youtube",
  "phone",
  "kakao",
  "naverTalk",
  "channelTalk",
] as const;
export type FloatingChannel = (typeof floatingChannels)[number];

export const floatingItemSchema = z.object({
  title: z.string(),
  url: z.string().nullable(),
  buttonReservationConsulting: z.boolean(),
  pcImageUrl: z.string().nullable(),
  mobileImageUrl: z.string().nullable(),
  translated: translatedMarkSchema,
});
export type FloatingItem = z.infer<typeof floatingItemSchema>;

/** Per-channel title and image overrides of the floating contact menu. */
export const channelOverrideSchema = z.object({
  channel: z.enum(floatingChannels),
  title: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

export const footerLinkSchema = z.object({
  title: z.string(),
  url: z.string(),
  translated: translatedMarkSchema,
});

/** A partner's colour overrides of the design tokens (token name → CSS colour). */
export const themeSchema = z.object({ colors: z.record(z.string(), z.string()) });

export const logosSchema = z.object({
  ...nullableStrings("pcTransparent", "pcWhite", "mobileTransparent", "mobileWhite", "footer"),
});

/**
 * GET /partners/this/site-config: everything the site shell (headers, menus, footer, floating buttons) needs
 * in one call, so a page view costs one cached request instead of six.
 */
export const siteConfigSchema = z.object({
  theme: themeSchema,
  logos: logosSchema,
  header: z.object({
    isTransparent: z.boolean(),
    isWhiteTheme: z.boolean(),
    /** The desktop top bar's text; null shows the clinic group's name (issue 25). */
    topText: z.string().nullable(),
    translated: translatedMarkSchema,
  }),
  navigation: z.array(navigationItemSchema),
  franchiseList: z.array(franchiseSchema),
  rightButtons: z.array(rightButtonSchema),
  floatingItems: z.array(floatingItemSchema),
  channelOverrides: z.array(channelOverrideSchema),
  footer: z.object({
    /** Null: a line written from the opening hours (consultationTextFromHours, issue 25). */
    consultationText: z.string().nullable(),
    description: z.string().nullable(),
    links: z.array(footerLinkSchema),
    /** Headings of the contact and hours columns; null shows SHELL_TEXT_DEFAULTS. */
    contactTitle: z.string().nullable(),
    hoursTitle: z.string().nullable(),
    translated: translatedMarkSchema,
  }),
  /** The mobile menu's chat prompt and phone label; null shows SHELL_TEXT_DEFAULTS (issue 25). */
  mobileMenu: z.object({
    chatTitle: z.string().nullable(),
    chatText: z.string().nullable(),
    phoneLabel: z.string().nullable(),
    translated: translatedMarkSchema,
  }),
  floatingButton: z.object({
    text: z.string().nullable(),
    hideButton: z.boolean(),
    translated: translatedMarkSchema,
  }),
  widget: z.object({ type: z.string(), colors: z.record(z.string(), z.string()) }),
  /** The languages the site is read in, Korean first (issue 29). */
  languages: z.array(languageSchema).min(1),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const partnerKeywordSchema = z.object({ keyword: z.string() });
export const partnerKeywordListSchema = listOf(partnerKeywordSchema);
export type PartnerKeyword = z.infer<typeof partnerKeywordSchema>;
