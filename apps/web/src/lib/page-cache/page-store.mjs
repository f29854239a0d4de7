// The kept pages: least recently used first out, bounded in bytes, fresh then stale, dropped per clinic.
import { FRESH_MS, MAX_PAGE_BYTES, MAX_TOTAL_BYTES, RETRY_REFRESH_MS, STALE_MS } from "./rules.mjs";

/**
 * @typedef {{ site: string, headers: [string, string | string[] | number][], body: Buffer, storedAt: number,
 *   refreshing: boolean, retryAt: number }} KeptPage
 */

export function createPageStore({
  freshMs = FRESH_MS,
  staleMs = STALE_MS,
  maxTotalBytes = MAX_TOTAL_BYTES,
  maxPageBytes = MAX_PAGE_BYTES,
  now = Date.now,
} = {}) {
  /** Map order is recency: the first entry is the least recently used. @type {Map<string, KeptPage>} */
  const pages = new Map();
  let totalBytes = 0;
  let generation = 0;

  function remove(key) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    totalBytes -= page.body.length;
  }

  return {
    /**
     * The kept page for a key: `fresh` to serve as is; `stale` to serve while another request refreshes it
     * (`refresh` is true for the one request that should go through to Next instead); null when there is none.
     * @returns {{ page: KeptPage, state: "fresh" | "stale", refresh: boolean } | null}
     */
    lookup(key) {
      const page = pages.get(key);
      if (!page) return null;
      const age = now() - page.storedAt;
      if (age > freshMs + staleMs) {
        remove(key);
        return null;
      }
      pages.delete(key);
      pages.set(key, page);
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
      pages.set(key, { site, headers, body, storedAt, refreshing: false, retryAt: 0 });
      totalBytes += body.length;
      for (const oldest of pages.keys()) {
        if (totalBytes <= maxTotalBytes) break;
        remove(oldest);
      }
    },

    /**
     * The refresh of a stale page ended without a page to keep. `backOff`: Next could not render it, so the kept
     * copy is served alone for a while before a request tries again (otherwise the next request tries at once).
     */
    refreshFailed(key, { backOff = false } = {}) {
      const page = pages.get(key);
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
        totalBytes = 0;
        return;
      }
      const dropped = new Set(sites);
      for (const [key, page] of pages) if (dropped.has(page.site)) remove(key);
    },

    /** Counts the drops so far: a render that saw another count when it began may hold dropped content. */
    generation: () => generation,

    stats: () => ({ pages: pages.size, bytes: totalBytes }),
  };
}
