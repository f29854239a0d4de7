import { ALL_AREAS, type Announcement, CACHE_AREAS, type CacheArea } from "@clinic/shared";
import { type ContentKind, siteRootTag, siteTag } from "@/platform/api/tenant";

// The API names the cached areas of a change (packages/shared/src/announcements.ts); the storefront only turns them
// into its cache tags. The two lists must stay one list: a kind the API cannot name would never be dropped.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const areasAreKinds: Same<CacheArea, ContentKind> = true;
void areasAreKinds;

const KNOWN_AREAS: ReadonlySet<string> = new Set(CACHE_AREAS);

/**
 * The cache tags an announcement drops: one per area, or the site's root tag when it says "all" or names an area
 * this build does not know (an API newer than this storefront), which drops everything of the site rather than
 * keeping stale content.
 */
export function tagsForAnnouncement(announcement: Pick<Announcement, "site" | "areas">): string[] {
  const { site, areas } = announcement;
  if (areas.some((area) => area === ALL_AREAS || !KNOWN_AREAS.has(area))) return [siteRootTag(site)];
  return [...new Set(areas as ContentKind[])].sort().map((kind) => siteTag(site, kind));
}
