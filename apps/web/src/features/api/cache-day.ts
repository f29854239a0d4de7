import { seoulDayOf } from "@clinic/shared/seoul-day";

/**
 * Header that carries the Seoul calendar day on every cached call. The API does not read it: it exists so the
 * day is part of Next's fetch-cache key. Events end, and products leave events, at Seoul midnight; without the day
 * in the key a list fetched at 23:59 would be served as "current" after midnight until its revalidate window and a
 * background refresh had both passed. With it, the first request of a new day misses the cache and asks the API.
 */
export const CACHE_DAY_HEADER = "x-storefront-day";

/** "YYYY-MM-DD" of `now` in Asia/Seoul (no daylight saving, so a fixed offset is exact). */
export function seoulCacheDay(now: Date = new Date()): string {
  return seoulDayOf(now.getTime());
}
