import { memoryLimits } from "../memory/memory-limits.ts";
import { createMemoryStore } from "./memory-store.mjs";
import { createCacheHandlerClass } from "./redis-cache-handler.mjs";

/**
 * Next.js data and page cache (next.config `cacheHandler`) of a web server without REDIS_URL: the Redis handler's
 * rules (tags, stale windows, time bounds) over a store in this process's memory, compressed and bounded by
 * NEXT_CACHE_MB (issue 28), instead of Next's default, which keeps every page uncompressed on disk and in memory.
 */

// One store per process on globalThis: Next may load this file more than once (its server and the app bundle's
// copy), and all of them must see the same entries and tags.
const PROCESS_STORE = Symbol.for("clinic.memory-cache-store");
const shared = /** @type {Record<symbol, any>} */ (/** @type {unknown} */ (globalThis));

function processStore() {
  shared[PROCESS_STORE] ??= createMemoryStore({ maxBytes: memoryLimits().nextCacheBytes });
  return shared[PROCESS_STORE];
}

export const MemoryCacheHandler = createCacheHandlerClass(processStore);
// Next loads the handler with a default import.
export default MemoryCacheHandler;
