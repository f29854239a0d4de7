import type { ContentKind } from "@/platform/api/tenant";

/**
 * A safety net, not the way changes arrive (decision 0049): every write of a clinic's content is announced
 * (PostgreSQL's triggers → the API → every web process drops the clinic's tags and pages), and what the clock alone
 * changes is announced too (a new Seoul day: decision 0035; a popup's window: the API's publisher). So a public
 * answer is kept for an hour unless an announcement drops it first; the window bounds only what a lost
 * announcement could leave behind. Re-rendering every visited page each minute, as shorter windows did, was most of
 * the cost of a platform whose pages are each visited now and then (issue 28).
 */
const ANNOUNCED = 3600;

/** Seconds a site's public content may be served from the data cache when no announcement dropped it first. */
export const REVALIDATE_SECONDS: Record<ContentKind, number> = {
  partner: ANNOUNCED,
  // The proxy's view of whether a clinic is live: kept short whatever is announced, as the host directory is.
  "deploy-status": 30,
  "site-config": ANNOUNCED,
  // partner_groups is the platform's table, written by operators, with no change trigger: nothing announces it.
  "partner-group": 300,
  banners: ANNOUNCED,
  popups: ANNOUNCED,
  keywords: ANNOUNCED,
  products: ANNOUNCED,
  events: ANNOUNCED,
  exhibitions: ANNOUNCED,
  brandings: ANNOUNCED,
  introduce: ANNOUNCED,
  reviews: ANNOUNCED,
  boards: ANNOUNCED,
  pages: ANNOUNCED,
  terms: ANNOUNCED,
  search: ANNOUNCED,
  cscenter: ANNOUNCED,
  fees: ANNOUNCED,
};

/** Caching of a public (same for every visitor of one site) answer of a content kind. */
export const publicCaching = (kind: ContentKind) => ({
  scope: "public" as const,
  kind,
  revalidateSeconds: REVALIDATE_SECONDS[kind],
});
