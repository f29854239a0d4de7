import { type Database, withoutTenant, withTenant } from "@clinic/db";
import { LRUCache } from "lru-cache";
import { findResolvedSite, findServedSite, type ResolvedSite, type SiteRecord } from "./repository";

/** Host mappings change rarely (a new custom domain); half a minute of staleness is acceptable. */
export const SITE_CACHE_TTL_MS = 30_000;
/**
 * Bounds memory when clients send many different (mostly unknown) hosts. Beyond it the least recently used host
 * goes first, so a flood of unknown hosts pushes out only each other while the hosts being served stay.
 */
export const SITE_CACHE_MAX_ENTRIES = 1_000;

export interface SiteService {
  /**
   * `host` must already be a bare, lower-cased host name. Unknown hosts and suspended clinics answer null. One
   * query gives the partner, code and deploy status (GET /sites/resolve and the tenant hook share the entry).
   */
  resolveHost(host: string): Promise<ResolvedSite | null>;
  /** The site of a partner id the web server signed (decision 0028); null when unknown or suspended. */
  siteOfPartner(partnerId: number): Promise<SiteRecord | null>;
  /** Drops every cached mapping (the operator changed hosts or a deploy status on this instance). */
  forgetAll(): void;
}

/** lru-cache holds no null: the wrapper keeps "unknown" (cached too) apart from "not held". */
function boundedCache<K extends {}, V>() {
  return new LRUCache<K, { value: V | null }>({
    max: SITE_CACHE_MAX_ENTRIES,
    ttl: SITE_CACHE_TTL_MS,
    // Expired entries are dropped when next asked for or pushed out by newer ones: no timer per entry.
    ttlAutopurge: false,
  });
}

async function cachedRead<K extends {}, V>(
  cache: LRUCache<K, { value: V | null }>,
  key: K,
  read: () => Promise<V | null>,
): Promise<V | null> {
  const cached = cache.get(key);
  if (cached) return cached.value;
  const value = await read();
  cache.set(key, { value });
  return value;
}

export function createSiteService(database: Database): SiteService {
  const byHost = boundedCache<string, ResolvedSite>();
  const byPartner = boundedCache<number, SiteRecord>();
  return {
    resolveHost: (host) =>
      cachedRead(byHost, host, () => withoutTenant(database.db, (tx) => findResolvedSite(tx, host))),
    siteOfPartner: (partnerId) =>
      cachedRead(byPartner, partnerId, () =>
        withTenant(database.db, partnerId, (tx) => findServedSite(tx, partnerId)),
      ),
    forgetAll() {
      byHost.clear();
      byPartner.clear();
    },
  };
}
