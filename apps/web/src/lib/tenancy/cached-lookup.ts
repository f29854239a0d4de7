import { createTtlCache } from "./ttl-cache";

export interface CachedLookupOptions<V> {
  /** Answers the value for a key, null when there is none (cached for the shorter negative lifetime). */
  load: (key: string) => Promise<V | null>;
  positiveTtlMs: number;
  negativeTtlMs: number;
  maxEntries: number;
  /** How long after expiry an answer may still be used when the lookup fails (stale-if-error); 0 = never. */
  staleIfErrorMs?: number;
  now?: () => number;
}

/**
 * Memoises an async lookup per key: hits and misses are cached with their own lifetimes, concurrent callers for
 * the same key share one request, and failures (API down) are not cached so the next request tries again;
 * meanwhile a recently expired answer is served if there is one.
 */
export function createCachedLookup<V>(options: CachedLookupOptions<V>): (key: string) => Promise<V | null> {
  const cache = createTtlCache<{ value: V | null }>({
    maxEntries: options.maxEntries,
    ...(options.now ? { now: options.now } : {}),
  });
  const inFlight = new Map<string, Promise<V | null>>();

  return (key) => {
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached.value);
    const pending = inFlight.get(key);
    if (pending) return pending;

    const request = options
      .load(key)
      .then((value) => {
        cache.set(key, { value }, value === null ? options.negativeTtlMs : options.positiveTtlMs);
        return value;
      })
      .catch((error: unknown) => {
        const stale = options.staleIfErrorMs ? cache.getStale(key, options.staleIfErrorMs) : undefined;
        if (stale) return stale.value;
        throw error;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
}
