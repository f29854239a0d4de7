import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  CACHE_TAGS_HEADER,
  FETCH_SCOPE,
  MAX_ENTRY_TTL_SECONDS,
  STALE_LAST_MODIFIED,
  STALE_WINDOW_FACTOR,
} from "./constants.mjs";
import { redisCacheConfig } from "./redis-config.mjs";
import { createRedisStore } from "./redis-store.mjs";
import { tagVerdict } from "./tag-state.mjs";

/**
 * Next.js data and page cache (next.config `cacheHandler`) kept in Redis, so every web server behind the load
 * balancer reads the same cached API answers and sees every revalidateTag, whichever server received it.
 * Next creates one handler per request; the Redis connection is per process (see defaultStore).
 */

/** @param {string | undefined} serverDistDir */
function buildScope(serverDistDir) {
  // Rendered pages reference the build's own script files, so they are never shared across builds.
  if (!serverDistDir) return "build-unknown";
  try {
    return `build-${readFileSync(join(serverDistDir, "..", "BUILD_ID"), "utf8").trim()}`;
  } catch {
    return "build-unknown";
  }
}

/** @param {any} value @param {any} ctx */
function tagsOf(value, ctx) {
  if (ctx?.fetchCache) return ctx.tags ?? value?.tags ?? [];
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  return typeof header === "string" && header !== "" ? header.split(",") : [];
}

/**
 * How long Redis keeps an entry: its revalidate window and a stale window after it, never longer than the page's
 * own expire nor MAX_ENTRY_TTL_SECONDS. A page's expire alone (Next's default is a year) is not a bound: pages kept
 * that long filled Redis with every page ever rendered (issue 24).
 * @param {any} value @param {any} ctx
 */
export function entryTtlSeconds(value, ctx) {
  const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
  const revalidate = ctx?.fetchCache ? value?.revalidate : cacheControl?.revalidate;
  const bounds = [MAX_ENTRY_TTL_SECONDS];
  if (typeof cacheControl?.expire === "number") bounds.push(cacheControl.expire);
  if (typeof revalidate === "number" && revalidate > 0) bounds.push(revalidate * STALE_WINDOW_FACTOR);
  return Math.min(...bounds);
}

/**
 * @param {() => ReturnType<typeof createRedisStore> | null} getStore
 * @returns the class Next instantiates; tests pass their own store to play several web servers
 */
export function createCacheHandlerClass(getStore) {
  return class RedisCacheHandler {
    /** @param {{ serverDistDir?: string }} [ctx] */
    constructor(ctx) {
      this.scope = buildScope(ctx?.serverDistDir);
    }

    /** @param {string} key @param {any} ctx */
    async get(key, ctx) {
      const store = getStore();
      if (!store) return null;
      const isFetch = ctx?.kind === "FETCH";
      const known = isFetch ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      const found = await store.read(isFetch ? FETCH_SCOPE : this.scope, key, known);
      if (!found) return null;
      // Next rejects an entry of the wrong kind with an invariant error (a 500); a miss re-renders instead.
      if (isFetch && found.entry.value?.kind !== "FETCH") return null;
      const verdict = tagVerdict(found.tagRecords, found.lastModified);
      if (verdict === "expired") return null;
      return {
        lastModified: verdict === "stale" ? STALE_LAST_MODIFIED : found.lastModified,
        value: found.entry.value ?? null,
        cacheControl: found.entry.cacheControl,
      };
    }

    /** @param {string} key @param {any} value @param {any} ctx */
    async set(key, value, ctx) {
      const store = getStore();
      if (!store) return;
      const scope = ctx?.fetchCache ? FETCH_SCOPE : this.scope;
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
      const entry = { value, tags: tagsOf(value, ctx), cacheControl };
      await store.write(scope, key, entry, entryTtlSeconds(value, ctx));
    }

    /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
    async revalidateTag(tags, durations) {
      const store = getStore();
      if (!store) return;
      await store.expireTags(typeof tags === "string" ? [tags] : [...tags], durations);
    }

    resetRequestCache() {}
  };
}

// One store per process on globalThis: Next may load this file more than once (its server and the app bundle's
// copy), and the route POST /ops/revalidate must ask the very store whose pending tags it reports on.
const PROCESS_STORE = Symbol.for("clinic.redis-cache-store");
/** How the storefront's code outside this file confirms tag writes (src/platform/announcements/tag-writes.ts). */
const TAG_WRITER = Symbol.for("clinic.redis-tag-writer");

const shared = /** @type {Record<symbol, any>} */ (/** @type {unknown} */ (globalThis));

/** The process-wide store from REDIS_URL; a bad value is reported once and the cache stays empty. */
/** @returns {ReturnType<typeof createRedisStore> | null} */
function defaultStore() {
  if (shared[PROCESS_STORE] !== undefined) return shared[PROCESS_STORE];
  try {
    const config = redisCacheConfig();
    shared[PROCESS_STORE] = config ? createRedisStore(config) : null;
  } catch (error) {
    console.error(`[cache] ${error instanceof Error ? error.message : error}; the shared cache is off`);
    shared[PROCESS_STORE] = null;
  }
  return shared[PROCESS_STORE];
}

shared[TAG_WRITER] = {
  /** @param {string[]} tags @param {{ expire?: number } | undefined} durations */
  async confirmTags(tags, durations) {
    const store = defaultStore();
    // A REDIS_URL the handler refused was reported at load, and there is no shared cache to keep in step; refusing
    // every announcement would only make the announcers retry forever.
    return store ? store.expireTagsConfirmed(tags, durations) : true;
  },
};

export const RedisCacheHandler = createCacheHandlerClass(defaultStore);
// Next loads the handler with a default import.
export default RedisCacheHandler;
