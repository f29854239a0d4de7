import {
  bannerLocations,
  type ConsoleBanner,
  type ConsoleTheme,
  type FloatingItem,
  type Franchise,
  type RightButton,
} from "@clinic/shared";
import { isOneOf } from "../../lib/enums";
import type { BannerRow, BranchRow, FloatingItemRow, RightButtonRow, SiteSettingsRow } from "./repository";

// The answers mirror what GET /partners/this/site-config shows, so the console edits exactly what the
// storefront reads (navigation reuses the site-config mapper itself).

export const toBranch = (row: BranchRow): Franchise => ({
  title: row.title,
  url: row.url,
  hrefTarget: row.hrefTarget === "_self" ? "_self" : "_blank",
});

export const toRightButton = (row: RightButtonRow): RightButton => ({
  buttonText: row.buttonText,
  buttonType: row.buttonType,
  buttonUrl: row.buttonUrl,
  buttonImageUrl: row.buttonImageUrl,
  hideButton: row.hideButton,
  useWidget: row.useWidget,
});

export const toFloatingItem = (row: FloatingItemRow): FloatingItem => ({
  title: row.title,
  url: row.url,
  buttonReservationConsulting: row.buttonReservationConsulting,
  pcImageUrl: row.pcImageUrl,
  mobileImageUrl: row.mobileImageUrl,
});

/** No site_settings row yet: the design tokens' colours and no logos. */
export const toTheme = (row: SiteSettingsRow | null): ConsoleTheme => ({
  colors: row?.themeColors ?? {},
  logoPcTransparent: row?.logoPcTransparent ?? null,
  logoPcWhite: row?.logoPcWhite ?? null,
  logoMobileTransparent: row?.logoMobileTransparent ?? null,
  logoMobileWhite: row?.logoMobileWhite ?? null,
  logoFooter: row?.logoFooter ?? null,
});

/** A row with a location this version does not know is left out, as the storefront leaves it out. */
export const toConsoleBanner = (row: BannerRow): ConsoleBanner | null =>
  isOneOf(bannerLocations, row.bannerLocation)
    ? {
        id: row.id,
        bannerLocation: row.bannerLocation,
        title: row.title,
        subTitle: row.subTitle,
        pcImageUrl: row.pcImageUrl,
        mobileImageUrl: row.mobileImageUrl,
        linkUrl: row.linkUrl,
        weight: row.weight,
        isVisible: row.isVisible,
      }
    : null;
