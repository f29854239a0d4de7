import "server-only";
import type { Banner, BannerLocation, Language, PartnerKeyword, Popup, SiteConfig } from "@clinic/shared";
import { cache } from "react";
import { pageLanguage } from "@/features/i18n/page-language";
import { publicCaching } from "./cache-policy";
import { call, unwrap } from "./server-call";

// The language is part of the per-request key: the first read of a request (siteLanguage's, which checks the
// clinic offers the language before it is set) is Korean, the shell's after it in the page's language.
const siteConfigIn = cache(
  (site: string, _language: Language): Promise<SiteConfig> =>
    unwrap(call("siteConfig", {}, { site, caching: publicCaching("site-config") })),
);

/**
 * GET /partners/this/site-config: theme, logos, navigation, footer and floating items in one cached call, with
 * the frame's texts in the page's language (issue 29).
 */
export const getSiteConfig = (site: string): Promise<SiteConfig> => siteConfigIn(site, pageLanguage());

/** GET /banners?bannerLocation=…, sorted by weight (lower first). */
export const getBanners = cache(async (site: string, location: BannerLocation): Promise<Banner[]> => {
  const { rows } = await unwrap(
    call("banners", { query: { bannerLocation: location } }, { site, caching: publicCaching("banners") }),
  );
  return [...rows].sort((a, b) => a.weight - b.weight);
});

/** GET /customer/popups: all of the site's visible popups; callers filter by the current path. */
export const getPopups = cache(async (site: string): Promise<Popup[]> => {
  const { rows } = await unwrap(call("popups", {}, { site, caching: publicCaching("popups") }));
  return rows;
});

/** GET /customer/partner-keywords. Spec section 8: a failure means no recommended keywords, not an error page. */
export const getPartnerKeywords = cache(async (site: string): Promise<PartnerKeyword[]> => {
  try {
    const { rows } = await unwrap(call("keywords", {}, { site, caching: publicCaching("keywords") }));
    return rows;
  } catch (error) {
    console.warn(`[api] keywords for ${site} unavailable; showing none`, error);
    return [];
  }
});
