import { toBanner } from "@api/storefront/banners/mappers";
import type { ConsoleBanner, ConsoleTheme } from "@clinic/shared";
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
