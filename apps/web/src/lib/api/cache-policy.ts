import type { ContentKind } from "./tenant";

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
};
