import type { ContentKind } from "@/platform/api/tenant";

/**
 * Seconds a site's public content may be served from the data cache before it is fetched again. Short enough
 * that an edit in the admin shows up within minutes even without tag revalidation.
 */
export const REVALIDATE_SECONDS: Record<ContentKind, number> = {
  partner: 300,
  "deploy-status": 30,
  "site-config": 300,
  "partner-group": 300,
  banners: 60,
  popups: 60,
  keywords: 300,
  // Catalogue and content (issue 4): products and events change with promotions, the rest rarely.
  products: 60,
  events: 60,
  exhibitions: 60,
  brandings: 300,
  introduce: 300,
  reviews: 300,
  boards: 120,
  pages: 300,
  terms: 3600,
  search: 60,
  // Customer centre (issue 5): notices, FAQ and after-notices; a new notice should show within minutes.
  cscenter: 120,
  // 비급여 진료비용 (issue 25): changed rarely; an edit is announced anyway.
  fees: 300,
};

/** Caching of a public (same for every visitor of one site) answer of a content kind. */
export const publicCaching = (kind: ContentKind) => ({
  scope: "public" as const,
  kind,
  revalidateSeconds: REVALIDATE_SECONDS[kind],
});
