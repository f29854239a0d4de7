import { type Database, withoutTenant } from "@clinic/db";
import { TtlCache } from "../../lib/ttl-cache";
import { findSiteByHost, type SiteRecord } from "./repository";

/** Host mappings change rarely (a new custom domain); half a minute of staleness is acceptable. */
export const SITE_CACHE_TTL_MS = 30_000;
/** Bounds memory when clients send many different (mostly unknown) hosts. */
export const SITE_CACHE_MAX_ENTRIES = 1_000;

export interface SiteService {
  /** `host` must already be a bare, lower-cased host name. Unknown hosts answer null. */
  resolveHost(host: string): Promise<SiteRecord | null>;
  /** Drops every cached mapping (the operator changed hosts or a deploy status on this instance). */
  forgetAll(): void;
}

export function createSiteService(database: Database): SiteService {
  const cache = new TtlCache<string, SiteRecord | null>(SITE_CACHE_TTL_MS, SITE_CACHE_MAX_ENTRIES);
  return {
    async resolveHost(host) {
      const cached = cache.get(host);
      if (cached !== undefined) return cached;
      const site = await withoutTenant(database.db, (tx) => findSiteByHost(tx, host));
      cache.set(host, site);
      return site;
    },
    forgetAll: () => cache.clear(),
  };
}
