import { type Database, withoutTenant } from "@clinic/db";
import { LRUCache } from "lru-cache";
import { findSiteByHost, type SiteRecord } from "./repository";

/** Host mappings change rarely (a new custom domain); half a minute of staleness is acceptable. */
export const SITE_CACHE_TTL_MS = 30_000;
/**
 * Bounds memory when clients send many different (mostly unknown) hosts. Beyond it the least recently used host
 * goes first, so a flood of unknown hosts pushes out only each other while the hosts being served stay.
 */
export const SITE_CACHE_MAX_ENTRIES = 1_000;

export interface SiteService {
  /** `host` must already be a bare, lower-cased host name. Unknown hosts answer null. */
  resolveHost(host: string): Promise<SiteRecord | null>;
  /** Drops every cached mapping (the operator changed hosts or a deploy status on this instance). */
  forgetAll(): void;
}

export function createSiteService(database: Database): SiteService {
  // lru-cache holds no null: the wrapper keeps "unknown host" (cached too) apart from "not held".
  const cache = new LRUCache<string, { site: SiteRecord | null }>({
    max: SITE_CACHE_MAX_ENTRIES,
    ttl: SITE_CACHE_TTL_MS,
    // Expired hosts are dropped when next asked for or pushed out by newer ones: no timer per entry.
    ttlAutopurge: false,
  });
  return {
    async resolveHost(host) {
      const cached = cache.get(host);
      if (cached) return cached.site;
      const site = await withoutTenant(database.db, (tx) => findSiteByHost(tx, host));
      cache.set(host, { site });
      return site;
    },
    forgetAll: () => cache.clear(),
  };
}
