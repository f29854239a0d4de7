// The storefront process's own in-memory caches (the site directory, …) register here, so an announcement heard by
// server.mjs's subscriber reaches them. The registry lives on globalThis: server.mjs (plain node) and the Next
// bundle load separate copies of this file, and both must see one list.
const REGISTRY = Symbol.for("clinic.process-caches");

/** @returns {Map<string, import("./process-caches.d.mts").ProcessCache>} */
function registry() {
  const shared = /** @type {Record<symbol, any>} */ (/** @type {unknown} */ (globalThis));
  shared[REGISTRY] ??= new Map();
  return shared[REGISTRY];
}

/**
 * Adds (or replaces, when a module is loaded again) the cache known by `name`.
 * @param {string} name
 * @param {import("./process-caches.d.mts").ProcessCache} cache
 */
export function registerProcessCache(name, cache) {
  registry().set(name, cache);
}

/** @param {string} name */
export function unregisterProcessCache(name) {
  registry().delete(name);
}

/**
 * Drops what every registered cache holds for one clinic. A cache that throws is reported and does not keep the
 * others from being told.
 * @param {string} code
 */
export function forgetSiteEverywhere(code) {
  for (const [name, cache] of registry()) tell(name, () => cache.forgetSite(code));
}

/** Drops everything every registered cache holds (announcements may have been missed). */
export function forgetAllEverywhere() {
  for (const [name, cache] of registry()) tell(name, () => cache.forgetAll());
}

/** @param {string} name @param {() => void} action */
function tell(name, action) {
  try {
    action();
  } catch (error) {
    console.error(`[announcements] process cache ${name} failed to forget`, error);
  }
}
