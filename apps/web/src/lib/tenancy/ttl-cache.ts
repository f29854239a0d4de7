/**
 * A small in-process cache with per-entry time-to-live and a hard size bound (oldest entries are evicted first),
 * so a flood of unknown Host headers cannot grow memory without limit. Pure; the clock is injectable for tests.
 */
export interface TtlCache<V> {
  get(key: string): V | undefined;
  /** The value even if it expired up to `maxStaleMs` ago (for serving stale data while a source is down). */
  getStale(key: string, maxStaleMs: number): V | undefined;
  set(key: string, value: V, ttlMs: number): void;
  delete(key: string): void;
  readonly size: number;
}

export function createTtlCache<V>(options: { maxEntries: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Expired entries stay (bounded by maxEntries) so getStale can still answer while the source is down.
      return entry.expiresAt <= now() ? undefined : entry.value;
    },
    getStale(key, maxStaleMs) {
      const entry = entries.get(key);
      if (!entry || entry.expiresAt + maxStaleMs <= now()) return undefined;
      return entry.value;
    },
    set(key, value, ttlMs) {
      // Re-inserting moves the key to the end of the Map's insertion order, i.e. makes it the newest.
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
