// The kept pages: least recently used first out, bounded in bytes, fresh then stale, dropped per clinic.
import { LRUCache } from "lru-cache";
import { ownBytes } from "../memory/own-bytes.ts";
import { FRESH_MS, MAX_PAGE_BYTES, MAX_TOTAL_BYTES, RETRY_REFRESH_MS, STALE_MS } from "./rules.ts";

export interface KeptPage {
  site: string;
  headers: [string, unknown][];
  body: Buffer;
  storedAt: number;
  refreshing: boolean;
  retryAt: number;
}

export interface PageStoreOptions {
  freshMs?: number;
  staleMs?: number;
  maxTotalBytes?: number;
  maxPageBytes?: number;
  now?: () => number;
}

export interface PageStore {
  lookup(key: string): { page: KeptPage; state: "fresh" | "stale"; refresh: boolean } | null;
  put(key: string, page: { site: string; headers: [string, unknown][]; body: Buffer; stale?: boolean }): void;
  refreshFailed(key: string, options?: { backOff?: boolean }): void;
  forget(key: string): void;
  drop(sites: string[] | null): void;
  generation(): number;
  stats(): { pages: number; bytes: number };
}

export function createPageStore({
  freshMs = FRESH_MS,
  staleMs = STALE_MS,
  maxTotalBytes = MAX_TOTAL_BYTES,
  maxPageBytes = MAX_PAGE_BYTES,
  now = Date.now,
}: PageStoreOptions = {}): PageStore {
  /** Least recently used first out once the bodies pass maxTotalBytes; a page past its stale time is gone. */
  const pages = new LRUCache<string, KeptPage>({
    maxSize: maxTotalBytes,
    // A larger page is not kept at all (it would push out many smaller ones).
    maxEntrySize: maxPageBytes,
    sizeCalculation: (page) => Math.max(1, page.body.length),
    // An expired page goes when next asked for or pushed out by newer ones: no timer per page.
    ttlAutopurge: false,
    // Read the clock on every check (lru-cache otherwise reuses a reading for a millisecond of real time, which an
    // injected clock moves past at once); lru-cache reads a start time of 0 as "no TTL", so a clock that starts at
    // 0 (tests) is moved by one: only differences between readings count.
    ttlResolution: 0,
    perf: { now: () => now() + 1 },
  });
  let generation = 0;

  const remove = (key: string) => {
    pages.delete(key);
  };

  return {
    /**
     * The kept page for a key: `fresh` to serve as is; `stale` to serve while another request refreshes it
     * (`refresh` is true for the one request that should go through to Next instead); null when there is none.
     */
    lookup(key) {
      // get counts as a use (recency) and drops a page past its fresh and stale time.
      const page = pages.get(key);
      if (!page) return null;
      const age = now() - page.storedAt;
      if (age <= freshMs) return { page, state: "fresh", refresh: false };
      const refresh = !page.refreshing && now() >= page.retryAt;
      if (refresh) page.refreshing = true;
      return { page, state: "stale", refresh };
    },

    /**
     * Keeps a page (replacing an older copy); a page over the size bound is not kept. A `stale` page (Next's own
     * stale copy) starts its stale time at once: the next request refreshes it.
     */
    put(key, { site, headers, body, stale = false }) {
      remove(key);
      if (body.length > maxPageBytes) return;
      const storedAt = stale ? now() - freshMs - 1 : now();
      // lru-cache serves a page whose age equals its ttl, as the hand-written store did (age > fresh + stale: gone).
      const ttl = storedAt + freshMs + staleMs - now();
      // A ttl of 0 means "forever" to lru-cache; a page with no time left is not kept.
      if (ttl <= 0) return;
      // The body's own bytes: a view of a larger buffer would hold all of it beyond what the bound counts.
      const kept = ownBytes(body);
      pages.set(key, { site, headers, body: kept, storedAt, refreshing: false, retryAt: 0 }, { ttl });
    },

    /**
     * The refresh of a stale page ended without a page to keep. `backOff`: Next could not render it, so the kept
     * copy is served alone for a while before a request tries again (otherwise the next request tries at once).
     */
    refreshFailed(key, { backOff = false } = {}) {
      // peek: not a visitor's use of the page.
      const page = pages.peek(key);
      if (!page) return;
      page.refreshing = false;
      page.retryAt = backOff ? now() + RETRY_REFRESH_MS : 0;
    },

    /** The page is no longer what Next serves (it answered something that may not be kept). */
    forget: remove,

    /** Drops the pages of these clinics; every page when `sites` is null. */
    drop(sites) {
      generation += 1;
      if (sites === null) {
        pages.clear();
        return;
      }
      const dropped = new Set(sites);
      // dump, unlike entries, lists expired pages too; they go with the rest.
      for (const [key, { value }] of pages.dump()) if (dropped.has(value.site)) pages.delete(key);
    },

    /** Counts the drops so far: a render that saw another count when it began may hold dropped content. */
    generation: () => generation,

    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  };
}
