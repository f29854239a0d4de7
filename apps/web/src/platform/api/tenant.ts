/**
 * The value of the tenant origin header (spec section 6) for a site key. Pure; callers pass the configured scheme
 * and platform domain so the API maps `{code}.{PLATFORM_DOMAIN}` back to the partner.
 */
export function tenantOrigin(site: string, options: { scheme: string; platformDomain: string }): string {
  return `${options.scheme}://${site}.${options.platformDomain}`;
}

/** Cache tags name the site so one clinic's content can be revalidated without touching another's. */
export type ContentKind =
  | "partner"
  | "deploy-status"
  | "site-config"
  | "partner-group"
  | "banners"
  | "popups"
  | "keywords"
  | "products"
  | "events"
  | "exhibitions"
  | "brandings"
  | "introduce"
  | "reviews"
  | "boards"
  | "pages"
  | "terms"
  | "search"
  | "cscenter"
  | "fees";

export function siteTag(site: string, kind: ContentKind): string {
  return `site:${site}:${kind}`;
}

/** Tag covering everything cached for a site. */
export function siteRootTag(site: string): string {
  return `site:${site}`;
}

/**
 * Carried by every cached public answer of every clinic, and so by every page rendered from them: at Seoul
 * midnight each storefront process expires it (platform/announcements/day-turn.ts), because what is "current"
 * (events, products on offer) changes with the day while no row changes.
 */
export const SEOUL_DAY_TAG = "storefront:seoul-day";
