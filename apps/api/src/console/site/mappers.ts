import { toBanner } from "@api/storefront/banners/mappers";
import {
  type ConsoleBanner,
  type ConsoleShellTexts,
  type ConsoleTheme,
  consultationTextFromHours,
  SHELL_TEXT_DEFAULTS,
  type ShellTextKey,
  shellTextKeys,
  type Weekday,
  weekdays,
} from "@clinic/shared";
import type { BannerRow, SiteSettingsRow } from "./repository";

// The answers mirror what GET /partners/this/site-config shows, so the console edits exactly what the
// storefront reads (navigation reuses the site-config mapper itself).

export { toBranch, toFloatingItem, toRightButton } from "@api/platform/site-config/mappers";

/** No site_settings row yet: the design tokens' colours and no logos. */
export const toTheme = (row: SiteSettingsRow | null): ConsoleTheme => ({
  colors: row?.themeColors ?? {},
  logoPcTransparent: row?.logoPcTransparent ?? null,
  logoPcWhite: row?.logoPcWhite ?? null,
  logoMobileTransparent: row?.logoMobileTransparent ?? null,
  logoMobileWhite: row?.logoMobileWhite ?? null,
  logoFooter: row?.logoFooter ?? null,
});

/** The storefront's banner plus whether it is shown; an unknown location is left out as there. */
export const toConsoleBanner = (row: BannerRow): ConsoleBanner | null => {
  const banner = toBanner(row);
  return banner && { ...banner, isVisible: row.isVisible };
};

/**
 * The stored overrides and what the storefront shows without them (issue 25): the built-in headings, the group's
 * name on the top bar and the consultation line written from this week's opening hours.
 */
export function toShellTexts(
  row: SiteSettingsRow | null,
  sources: {
    groupName: string | null;
    hours: { weekday: number; opening: string | null; closing: string | null }[];
  },
): ConsoleShellTexts {
  const closed = { opening: null, closing: null };
  const week = Object.fromEntries(
    weekdays.map((day, index) => [day, sources.hours.find((hour) => hour.weekday === index + 1) ?? closed]),
  ) as Record<Weekday, { opening: string | null; closing: string | null }>;
  const stored = Object.fromEntries(shellTextKeys.map((key) => [key, row?.[key] ?? null])) as Record<
    ShellTextKey,
    string | null
  >;
  return {
    ...stored,
    defaults: {
      headerTopText: sources.groupName,
      footerContactTitle: SHELL_TEXT_DEFAULTS.footerContactTitle,
      footerConsultationText: consultationTextFromHours(week),
      footerHoursTitle: SHELL_TEXT_DEFAULTS.footerHoursTitle,
      footerDescription: null,
      menuChatTitle: SHELL_TEXT_DEFAULTS.menuChatTitle,
      menuChatText: SHELL_TEXT_DEFAULTS.menuChatText,
      menuPhoneLabel: SHELL_TEXT_DEFAULTS.menuPhoneLabel,
    },
  };
}
