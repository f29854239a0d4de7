import { z } from "zod";
import type { ContentKind } from "./tenant";

/** Which cached areas a table feeds. A table not listed here drops everything cached for the site. */
const TABLE_KINDS: Record<string, readonly ContentKind[]> = {
  partners: ["partner", "deploy-status", "site-config", "partner-group"],
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
};

export const revalidateRequestSchema = z.object({
  site: z.string().regex(/^[a-z0-9-]{1,63}$/),
  tables: z
    .array(z.string().regex(/^[a-z_]{1,63}$/))
    .min(1)
    .max(100),
});

/** The content kinds to drop for changed tables, or "all" when a table is unknown to this build. */
export function kindsForTables(tables: readonly string[]): ContentKind[] | "all" {
  const kinds = new Set<ContentKind>();
  for (const table of tables) {
    const mapped = TABLE_KINDS[table];
    if (!mapped) return "all";
    for (const kind of mapped) kinds.add(kind);
  }
  return [...kinds].sort();
}
