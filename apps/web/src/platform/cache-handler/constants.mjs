// Every number the Redis cache handler uses, in one place.

/** A lookup slower than this is worse than a miss: the page is rendered from the API instead. */
export const COMMAND_TIMEOUT_MS = 500;
/**
 * After a failed or timed-out command Redis is not asked for this long (every lookup is a miss at once); then one
 * command tries again, and its success puts the shared cache back in use.
 */
export const RETRY_AFTER_FAILURE_MS = 1_000;
export const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnect after 100 ms, 200 ms, … never waiting more than this between attempts. */
export const RECONNECT_STEP_MS = 100;
export const RECONNECT_MAX_DELAY_MS = 2_000;

/**
 * An entry outlives its revalidate window by as long again, so a visitor after the window still gets the stale
 * copy at once while Next refreshes it in the background (stale-while-revalidate), as Next's own cache does.
 */
export const STALE_WINDOW_FACTOR = 2;
/**
 * Upper bound for every entry (pages carry Next's one-year expire; entries that never revalidate have none), so
 * Redis memory stays bounded by what was rendered in the last day, not the last week (issue 24).
 */
export const MAX_ENTRY_TTL_SECONDS = 24 * 60 * 60;
/** A tag's revalidation time matters only to entries older than it; every entry is gone after MAX_ENTRY_TTL. */
export const TAG_RECORD_TTL_SECONDS = MAX_ENTRY_TTL_SECONDS + 60 * 60;

/**
 * lastModified reported for an entry whose tag was marked stale (revalidateTag with a cache-life profile): so old
 * that Next serves it once and refreshes it in the background.
 */
export const STALE_LAST_MODIFIED = 1;

export const DEFAULT_KEY_PREFIX = "clinic-web";
/** Fetch-cache entries hold API answers, valid for every build; page entries belong to the build that rendered them. */
export const FETCH_SCOPE = "fetch";
/** Next's header listing a rendered page's tags (its fetches' tags and the implicit path tags). */
export const CACHE_TAGS_HEADER = "x-next-cache-tags";
