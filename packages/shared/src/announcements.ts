import { z } from "zod";

// The announcement of a clinic's content change, from the API (which owns the tables and hears the database's
// NOTIFY) to every storefront process (which owns the caches). The API names the cache areas, so a storefront never
// needs to know the tables; the tables travel along for logs and for storefronts of an older build.

/** Cached areas of a clinic's storefront; each is the cache tag `site:{code}:{area}` on the web. */
export const CACHE_AREAS = [
  "partner",
  "deploy-status",
  "site-config",
  "partner-group",
  "banners",
  "popups",
  "keywords",
  "products",
  "events",
  "exhibitions",
  "brandings",
  "introduce",
  "reviews",
  "boards",
  "pages",
  "terms",
  "search",
  "cscenter",
  "fees",
] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];

/** Everything cached for the site (the tag `site:{code}`): what a table without a mapping drops. */
export const ALL_AREAS = "all";
export type AnnouncedArea = CacheArea | typeof ALL_AREAS;

/** Which cached areas a table feeds. A table not listed here drops everything cached for the site. */
export const TABLE_AREAS: Readonly<Record<string, readonly CacheArea[]>> = {
  partners: ["partner", "deploy-status", "site-config", "partner-group"],
  // A host added or removed changes which clinic a request belongs to, not any cached content.
  partner_hosts: ["partner"],
  partner_operation_times: ["partner", "site-config"],
  partner_marketing_info: ["partner", "site-config"],
  homepage_configs: ["partner", "site-config", "products"],
  site_settings: ["site-config"],
  navigation_items: ["site-config"],
  franchise_branches: ["site-config"],
  right_buttons: ["site-config"],
  floating_items: ["site-config"],
  floating_channel_overrides: ["site-config"],
  footer_links: ["site-config"],
  popups: ["popups"],
  popup_items: ["popups"],
  partner_keywords: ["keywords"],
  banners: ["banners"],
  // Products appear on event, exhibition, branding and search pages too.
  product_categories: ["products", "events", "exhibitions", "brandings", "search"],
  products: ["products", "events", "exhibitions", "brandings", "search", "reviews"],
  product_options: ["products", "events", "exhibitions", "brandings", "search"],
  events: ["events", "products", "search"],
  event_products: ["events", "products", "search"],
  exhibitions: ["exhibitions"],
  exhibition_products: ["exhibitions", "products"],
  brandings: ["brandings"],
  partner_employees: ["introduce"],
  partner_employee_schedules: ["introduce"],
  partner_spaces: ["introduce"],
  partner_shorten_works: ["introduce"],
  before_afters: ["reviews"],
  partner_reviews: ["reviews"],
  board_types: ["boards", "search"],
  boards: ["boards", "search"],
  pages: ["pages"],
  terms: ["terms"],
  terms_histories: ["terms"],
  notices: ["cscenter"],
  faq_groups: ["cscenter"],
  faqs: ["cscenter"],
  after_notices: ["cscenter"],
  // 비급여 진료비용 (issue 25): its own page, nothing else shows it.
  non_covered_fees: ["fees"],
  non_covered_fee_pages: ["fees"],
  // Issue 29: a published translation of any console-edited content (one table for every entity; decision 0043).
  content_translations: [
    "site-config",
    "banners",
    "popups",
    "products",
    "events",
    "exhibitions",
    "brandings",
    "search",
    "reviews",
    "boards",
    "pages",
    "cscenter",
    "introduce",
    "fees",
  ],
};

/** Tables whose change affects which clinic a host resolves to: every process drops its host/site lookups. */
export const HOST_TABLES: readonly string[] = ["partner_hosts", "partners"];

/** The cached areas to drop for changed tables, sorted; [ALL_AREAS] when a table has no mapping. */
export function areasForTables(tables: readonly string[]): AnnouncedArea[] {
  const areas = new Set<CacheArea>();
  for (const table of tables) {
    const mapped = TABLE_AREAS[table];
    if (!mapped) return [ALL_AREAS];
    for (const area of mapped) areas.add(area);
  }
  return [...areas].sort();
}

/** True when one of the tables changes host → clinic resolution. */
export function touchesHosts(tables: readonly string[]): boolean {
  return tables.some((table) => HOST_TABLES.includes(table));
}

const siteCode = z.string().regex(/^[a-z0-9-]{1,63}$/);
const tableName = z.string().regex(/^[a-z_]{1,63}$/);
// Any well-formed name: an area a storefront of an older build does not know drops everything of the site there.
const areaName = z.string().regex(/^[a-z-]{1,63}$/);

export const announcementSchema = z.object({
  site: siteCode,
  tables: z.array(tableName).min(1).max(100),
  areas: z.array(areaName).min(1).max(100),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** The announcement for changed tables of one clinic. */
export function announcementFor(site: string, tables: readonly string[]): Announcement {
  const sorted = [...new Set(tables)].sort();
  return { site, tables: sorted, areas: areasForTables(sorted) };
}

/**
 * What POST /ops/revalidate accepts: an announcement, or the shape of API builds before announcements carried
 * areas ({ site, tables }), whose areas are then worked out here.
 */
export const revalidateRequestSchema = z.union([
  announcementSchema,
  z
    // An announcement with malformed areas is refused, not read as the old shape.
    .object({ site: siteCode, tables: z.array(tableName).min(1).max(100), areas: z.never().optional() })
    .transform(({ site, tables }): Announcement => ({ site, tables, areas: areasForTables(tables) })),
]);

/**
 * What each storefront process POSTs to its own /ops/revalidate at Seoul midnight: every public page and answer
 * that lists "current" things (events, their products, exhibitions) changes with the day, while no row changed.
 */
export const dayTurnSchema = z.object({ dayTurn: z.iso.date() }).strict();
export type DayTurn = z.infer<typeof dayTurnSchema>;

/** Default REDIS_KEY_PREFIX, the same as the storefront's cache handler, so one Redis can serve both. */
export const DEFAULT_REDIS_KEY_PREFIX = "clinic-web";

/** The Redis pub/sub channel announcements travel on. */
export function announcementChannel(prefix: string = DEFAULT_REDIS_KEY_PREFIX): string {
  return `${prefix}:announcements`;
}
