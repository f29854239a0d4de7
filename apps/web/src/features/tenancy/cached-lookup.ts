import { LRUCache } from "lru-cache";

export interface CachedLookupOptions<V> {
  /** Answers the value for a key, null when there is none (cached for the shorter negative lifetime). */
  load: (key: string) => Promise<V | null>;
  positiveTtlMs: number;
  negativeTtlMs: number;
  /** Bounds memory against a flood of unknown keys: beyond it the least recently used key goes first. */
  maxEntries: number;
  /** How long after expiry an answer may still be used when the lookup fails (stale-if-error); 0 = never. */
  staleIfErrorMs?: number;
  now?: () => number;
}

/** lru-cache holds no null, and "none" is an answer too; `usableUntil` ends the stale-if-error window. */
interface Answer<V> {
  value: V | null;
  usableUntil: number;
}

/** The lookup, plus ways for an announced change to reach what it holds (decision 0028). */
export type CachedLookup<V> = ((key: string) => Promise<V | null>) & {
  /** Drops the answers that match (null: a cached "none"); a lookup already running is not kept. */
  forgetWhere(matches: (value: V | null) => boolean): void;
  /** Drops every answer; a lookup already running is not kept. */
  clear(): void;
};

/**
 * Memoises an async lookup per key: hits and misses are cached with their own lifetimes, concurrent callers for
 * the same key share one request, and failures (API down) are not cached so the next request tries again;
 * meanwhile a recently expired answer is served if there is one.
 */
export function createCachedLookup<V>(options: CachedLookupOptions<V>): CachedLookup<V> {
  const now = options.now ?? Date.now;
  const staleIfErrorMs = options.staleIfErrorMs ?? 0;
  const cache = new LRUCache<string, Answer<V>>({
    max: options.maxEntries,
    // Expired answers stay (bounded by max) so a failing lookup can still fall back on them: no purge timers,
    // and reading an expired answer does not delete it.
    ttlAutopurge: false,
    noDeleteOnStaleGet: true,
    // Read the clock on every check: by default lru-cache reuses a reading for a millisecond of real time,
    // which an injected clock (tests) moves past at once.
    ttlResolution: 0,
    // lru-cache reads a start time of 0 as "no TTL", so a clock that starts at 0 (tests) is moved by one;
    // only differences between readings count.
    perf: { now: () => now() + 1 },
  });
  const inFlight = new Map<string, Promise<V | null>>();
  // Bumped by every forget: an answer loaded before it may predate the change, so it is handed out but not kept.
  let generation = 0;

  const lookup = (key: string): Promise<V | null> => {
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached.value);
    const pending = inFlight.get(key);
    if (pending) return pending;

    const startedIn = generation;
    const request = options
      .load(key)
      .then((value) => {
        if (startedIn !== generation) return value;
        const ttlMs = value === null ? options.negativeTtlMs : options.positiveTtlMs;
        // lru-cache still serves an answer whose age equals its ttl; a millisecond less ends it once the full
        // lifetime has passed (the clock counts whole milliseconds).
        cache.set(key, { value, usableUntil: now() + ttlMs + staleIfErrorMs }, { ttl: ttlMs - 1 });
        return value;
      })
      .catch((error: unknown) => {
        // peek, unlike get, hands out an expired answer without counting as a use.
        const stale = cache.peek(key, { allowStale: true });
        if (stale && now() < stale.usableUntil) return stale.value;
        throw error;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };

  return Object.assign(lookup, {
    forgetWhere(matches: (value: V | null) => boolean) {
      generation += 1;
      // dump, unlike entries, also lists expired answers, which stale-if-error could otherwise still hand out.
      for (const [key, { value: answer }] of cache.dump()) {
        if (matches(answer.value)) cache.delete(key);
      }
      // The in-flight loads finish for their callers; a caller after this one starts a fresh load.
      inFlight.clear();
    },
    clear() {
      generation += 1;
      cache.clear();
      inFlight.clear();
    },
  });
}
