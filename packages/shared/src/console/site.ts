import { z } from "zod";
import { bannerLocations, bannerSchema } from "../banner";
import { nullableStrings } from "../common";
import { languageSchema } from "../language-schema";
import { LANGUAGES } from "../languages";
import { shellTextKeys } from "../shell-texts";
import {
  floatingItemSchema,
  footerLinkSchema,
  franchiseSchema,
  hrefTargets,
  navigationItemSchema,
  rightButtonSchema,
} from "../site";
import { image, link, optionalImage, optionalLink, optionalText, requiredText } from "./fields";
import { focalPercent } from "./media";
import { SETTINGS_LIST_MAX, SETTINGS_NAME_MAX, SETTINGS_TEXT_MAX } from "./settings";

// Console site shell settings (issue 10): menus, branches, header buttons, floating items, banners, keywords,
// theme. Lists are replaced as a whole and answered in the order sent (the array order is the weight).
// Request bodies trim text and turn "" into null where a column may be empty.

export const NAVIGATION_MAX = 20;
export const KEYWORDS_MAX = 20;
export const KEYWORD_LENGTH_MAX = 30;

const title = requiredText(SETTINGS_NAME_MAX, "제목을 입력해 주세요.");
const list = <T extends z.ZodType>(item: T, max = SETTINGS_LIST_MAX) =>
  z.array(item).max(max, `${max}개까지 넣을 수 있습니다.`);

/* ---------- navigation ---------- */

// The console's documents are the Korean rows: the storefront's `translated` marks are no part of them.
export const consoleNavigationSchema = z.object({
  rows: z.array(
    navigationItemSchema
      .omit({ translated: true, subList: true })
      .extend({ subList: z.array(z.object({ title: z.string(), url: z.string() })) }),
  ),
});
export type ConsoleNavigation = z.infer<typeof consoleNavigationSchema>;

/** Two levels at most: a sub-list item has no sub-list of its own (the shape says so). */
export const consoleNavigationBodySchema = z.object({
  rows: list(
    z.object({
      title,
      url: link,
      badgeCount: z
        .number()
        .int("정수로 입력해 주세요.")
        .min(0, "0 이상이어야 합니다.")
        .max(999, "999 이하여야 합니다.")
        .nullable(),
      subList: list(z.object({ title, url: link }), NAVIGATION_MAX),
    }),
    NAVIGATION_MAX,
  ),
});
export type ConsoleNavigationBody = z.input<typeof consoleNavigationBodySchema>;

/* ---------- franchise branches ---------- */

export const consoleBranchesSchema = z.object({ rows: z.array(franchiseSchema) });
export type ConsoleBranches = z.infer<typeof consoleBranchesSchema>;
export const consoleBranchesBodySchema = z.object({
  rows: list(
    z.object({
      title,
      url: link,
      hrefTarget: z.enum(hrefTargets, "새 창(_blank) 또는 현재 창(_self) 중 하나를 고르세요."),
    }),
  ),
});
export type ConsoleBranchesBody = z.input<typeof consoleBranchesBodySchema>;

/* ---------- right (header) buttons ---------- */

/** "line" is the outlined style; "primary" (or anything else) the filled one (header-buttons.tsx). */
export const rightButtonTypes = ["primary", "line"] as const;
/** Which reservation widget a button without an address opens (spec section 3). */
export const widgetKinds = ["treatment", "visit"] as const;

export const consoleRightButtonsSchema = z.object({
  rows: z.array(rightButtonSchema.omit({ translated: true })),
});
export type ConsoleRightButtons = z.infer<typeof consoleRightButtonsSchema>;
export const consoleRightButtonsBodySchema = z.object({
  rows: list(
    z.object({
      buttonText: optionalText(SETTINGS_NAME_MAX),
      buttonType: z.enum(rightButtonTypes, "버튼 모양을 목록에서 고르세요.").nullable(),
      buttonUrl: optionalLink,
      buttonImageUrl: optionalImage,
      hideButton: z.boolean(),
      useWidget: z.enum(widgetKinds, "예약 위젯 종류를 목록에서 고르세요.").nullable(),
    }),
  ),
});
export type ConsoleRightButtonsBody = z.input<typeof consoleRightButtonsBodySchema>;

/* ---------- floating items ---------- */

export const consoleFloatingItemsSchema = z.object({
  rows: z.array(floatingItemSchema.omit({ translated: true })),
});
export type ConsoleFloatingItems = z.infer<typeof consoleFloatingItemsSchema>;
export const consoleFloatingItemsBodySchema = z.object({
  rows: list(
    z.object({
      title,
      url: optionalLink,
      buttonReservationConsulting: z.boolean(),
      pcImageUrl: optionalImage,
      mobileImageUrl: optionalImage,
    }),
  ),
});
export type ConsoleFloatingItemsBody = z.input<typeof consoleFloatingItemsBodySchema>;

/* ---------- recommended keywords ---------- */

export const consoleKeywordsSchema = z.object({
  /** The Korean keywords (the root site's). */
  keywords: z.array(z.string()),
  /** Each other language's own keywords (issue 29); a language without any shows none on its pages. */
  byLanguage: z.record(z.string(), z.array(z.string())),
});
export type ConsoleKeywords = z.infer<typeof consoleKeywordsSchema>;
export const consoleKeywordsBodySchema = z.object({
  keywords: z
    .array(
      z
        .string()
        .trim()
        .min(1, "키워드를 입력해 주세요.")
        .max(KEYWORD_LENGTH_MAX, `${KEYWORD_LENGTH_MAX}자 이하로 입력해 주세요.`),
    )
    .max(KEYWORDS_MAX, `키워드는 ${KEYWORDS_MAX}개까지 넣을 수 있습니다.`)
    .superRefine((keywords, context) => {
      const seen = new Set<string>();
      keywords.forEach((keyword, index) => {
        if (seen.has(keyword)) {
          context.addIssue({
            code: "custom",
            path: [index],
            message: "같은 키워드를 두 번 넣을 수 없습니다.",
          });
        }
        seen.add(keyword);
      });
    }),
  /** Which language's list this replaces (issue 29); Korean when absent. */
  language: languageSchema.default("ko"),
});
export type ConsoleKeywordsBody = z.input<typeof consoleKeywordsBodySchema>;

/* ---------- theme ---------- */

/** The brand colours a clinic may override; the rest of the palette (grays, states) stays the design system's. */
export const themeColorKeys = [
  "primary_1",
  "primary_2",
  "primary_3",
  "primary_4",
  "primary_5",
  "primary_6",
  "primary_7",
  "primary_8",
  "primary_9",
  "primary_10",
  "secondary_1",
  "secondary_2",
  "tertiary_1",
  "tertiary_2",
] as const;
export type ThemeColorKey = (typeof themeColorKeys)[number];

export const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "색상은 #rrggbb 형식으로 입력해 주세요.")
  .transform((value) => value.toLowerCase());

export const consoleThemeSchema = z.object({
  /** Only the overridden colours; a missing key uses the design token. */
  colors: z.record(z.string(), z.string()),
  ...nullableStrings(
    "logoPcTransparent",
    "logoPcWhite",
    "logoMobileTransparent",
    "logoMobileWhite",
    "logoFooter",
  ),
});
export type ConsoleTheme = z.infer<typeof consoleThemeSchema>;
export const consoleThemeBodySchema = z.object({
  colors: z.partialRecord(z.enum(themeColorKeys, "바꿀 수 없는 색상입니다."), hexColor),
  logoPcTransparent: optionalImage,
  logoPcWhite: optionalImage,
  logoMobileTransparent: optionalImage,
  logoMobileWhite: optionalImage,
  logoFooter: optionalImage,
});
export type ConsoleThemeBody = z.input<typeof consoleThemeBodySchema>;

/* ---------- banners ---------- */

/** The storefront's banner plus whether it is shown. */
export const consoleBannerSchema = bannerSchema.extend({ isVisible: z.boolean() });
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;
export const consoleBannerListSchema = z.object({ rows: z.array(consoleBannerSchema) });

export const consoleBannerBodySchema = z.object({
  bannerLocation: z.enum(bannerLocations, "배너 위치를 목록에서 고르세요."),
  title,
  subTitle: optionalText(SETTINGS_NAME_MAX),
  pcImageUrl: image,
  mobileImageUrl: optionalImage,
  linkUrl: optionalLink,
  weight: z
    .number()
    .int("정수로 입력해 주세요.")
    .min(0, "0 이상이어야 합니다.")
    .max(9_999, "9999 이하여야 합니다."),
  isVisible: z.boolean(),
  /** Focal point (issue 25); absent keeps the centre. */
  focalX: focalPercent.default(50),
  focalY: focalPercent.default(50),
});
export type ConsoleBannerBody = z.input<typeof consoleBannerBodySchema>;

/* ---------- header and footer texts, footer links (issue 25) ---------- */

export const SHELL_TITLE_MAX = 40;
export const SHELL_LINE_MAX = 200;
export const FOOTER_LINKS_MAX = 10;

/** Every overridable text of the header and footer (null: the built-in wording or the derived line). */
export const consoleShellTextsSchema = z.object({
  ...nullableStrings(...shellTextKeys),
  /** What the storefront shows for a text left empty, so the form can show it as the placeholder. */
  defaults: z.object({ ...nullableStrings(...shellTextKeys) }),
});
export type ConsoleShellTexts = z.infer<typeof consoleShellTextsSchema>;
export const consoleShellTextsBodySchema = z.object({
  headerTopText: optionalText(SHELL_TITLE_MAX),
  footerContactTitle: optionalText(SHELL_TITLE_MAX),
  footerConsultationText: optionalText(SHELL_LINE_MAX),
  footerHoursTitle: optionalText(SHELL_TITLE_MAX),
  footerDescription: optionalText(SETTINGS_TEXT_MAX),
  menuChatTitle: optionalText(SHELL_TITLE_MAX),
  menuChatText: optionalText(SHELL_LINE_MAX),
  menuPhoneLabel: optionalText(SHELL_TITLE_MAX),
});
export type ConsoleShellTextsBody = z.input<typeof consoleShellTextsBodySchema>;

export const consoleFooterLinksSchema = z.object({
  rows: z.array(footerLinkSchema.omit({ translated: true })),
});
export type ConsoleFooterLinks = z.infer<typeof consoleFooterLinksSchema>;
export const consoleFooterLinksBodySchema = z.object({
  rows: list(z.object({ title, url: link }), FOOTER_LINKS_MAX),
});
export type ConsoleFooterLinksBody = z.input<typeof consoleFooterLinksBodySchema>;

/* ---------- the site's languages (issue 29) ---------- */

/** The languages the site is read in, Korean first and always on. */
export const consoleSiteLanguagesSchema = z.object({ languages: z.array(languageSchema).min(1) });
export type ConsoleSiteLanguages = z.infer<typeof consoleSiteLanguagesSchema>;
/** The languages to offer; Korean may be listed or not, it stays on. */
export const consoleSiteLanguagesBodySchema = z.object({
  languages: z
    .array(z.enum(LANGUAGES, { error: "지원하지 않는 언어입니다." }), { error: "언어 목록이 필요합니다." })
    .max(LANGUAGES.length, "언어가 너무 많습니다."),
});
export type ConsoleSiteLanguagesBody = z.input<typeof consoleSiteLanguagesBodySchema>;
