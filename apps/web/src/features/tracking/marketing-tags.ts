import type { PartnerMarketingInfo } from "@clinic/shared";

/**
 * Which Google tags a clinic's pages load: Tag Manager with the partner's gtmId, GA4 (gtag.js) with its ga4Id,
 * each only when configured and well formed. The ids end up inside script URLs and an inline script, so anything
 * that is not exactly an id loads nothing (and is reported, so somebody fixes the partner's settings).
 */

/** Container ids look like GTM-5K7Q2XB (Google uses 6-8 upper-case letters and digits; some leeway). */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** GA4 measurement ids look like G-1A2B3C4D5E. */
const GA4_ID = /^G-[A-Z0-9]{4,16}$/;

export const GTM_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

export interface MarketingTags {
  gtmId: string | null;
  ga4Id: string | null;
  /** One line per configured id that was refused, for a server warning. */
  problems: string[];
}

type Ids = Pick<PartnerMarketingInfo, "gtmId" | "ga4Id">;

function checkId(value: string | null, pattern: RegExp, field: string, problems: string[]): string | null {
  const id = value?.trim().toUpperCase() ?? "";
  if (id === "") return null;
  if (pattern.test(id)) return id;
  problems.push(`${field} ${JSON.stringify(value)} is not a valid id; its script is not loaded`);
  return null;
}

/** Pure: the tags to load for a partner's marketing settings. */
export function marketingTags(info: Ids): MarketingTags {
  const problems: string[] = [];
  return {
    gtmId: checkId(info.gtmId, GTM_ID, "gtmId", problems),
    ga4Id: checkId(info.ga4Id, GA4_ID, "ga4Id", problems),
    problems,
  };
}

/** Tag Manager's own start-up line (what its snippet does before loading gtm.js). */
export function gtmBootstrap(): string {
  return "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});";
}

export const gtmScriptUrl = (id: string) => `${GTM_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
export const gtagScriptUrl = (id: string) => `${GTM_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;

/**
 * gtag.js's configuration snippet. GA4 counts page views itself (on load and, with enhanced measurement, on
 * history changes); gtag() ignores the plain objects we push, so our page_view events are not counted twice.
 */
export function gtagBootstrap(id: string): string {
  return [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){window.dataLayer.push(arguments);}",
    "window.gtag=window.gtag||gtag;",
    "gtag('js',new Date());",
    // The id passed the GA4 pattern above; JSON.stringify keeps the script well formed whatever happens.
    `gtag('config',${JSON.stringify(id)});`,
  ].join("");
}
