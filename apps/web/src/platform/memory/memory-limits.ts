// The storefront's memory bounds (issue 28: RSS bounded by configuration, whatever the number of clinics) and the
// page cache's freshness, read and checked in this one place for the files that cannot import src/env.ts
// (server-only): server.mjs (the page cache) and the cache handler Next loads without REDIS_URL
// (cache-handler/memory-cache-handler.mjs).
import { z } from "zod";
import { FRESH_MS } from "../page-cache/rules.ts";

const MB = 1024 * 1024;

/** A whole number between min and max; unset or empty is the fallback. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );
const megabytes = (fallback: number, min: number) => wholeNumber(fallback, min, 65_536);

const schema = z.object({
  /** The page cache's bodies (as sent, gzip when the visitor accepts it); PAGE_CACHE=off turns it off. */
  PAGE_CACHE_MB: megabytes(64, 1),
  /**
   * Next's data and page cache without REDIS_URL (cache-handler/memory-store.mjs): rendered pages and fetched API
   * answers, gzip-compressed, in this process's memory. With REDIS_URL they are in Redis (its maxmemory bounds them).
   */
  NEXT_CACHE_MB: megabytes(64, 1),
  /**
   * How long the page cache serves a kept page before asking Next again when no announcement dropped it first
   * (decision 0049: an hour). Several web instances without REDIS_URL hear a change only on the instance the API
   * POSTs to: set a few seconds there, so the others follow soon (docs/deploy.md).
   */
  PAGE_CACHE_FRESH_SECONDS: wholeNumber(FRESH_MS / 1000, 1, 86_400),
});

export interface MemoryLimits {
  pageCacheBytes: number;
  nextCacheBytes: number;
  /** The page cache's freshness (PAGE_CACHE_FRESH_SECONDS), in milliseconds. */
  pageFreshMs: number;
}

/** Throws one readable error naming every bad variable. */
export function memoryLimits(source: Record<string, string | undefined> = process.env): MemoryLimits {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`invalid environment: ${problems.join("; ")}`);
  }
  return {
    pageCacheBytes: parsed.data.PAGE_CACHE_MB * MB,
    nextCacheBytes: parsed.data.NEXT_CACHE_MB * MB,
    pageFreshMs: parsed.data.PAGE_CACHE_FRESH_SECONDS * 1000,
  };
}
