/**
 * Recent searches of the search panel (spec section 5): no duplicates, a repeated keyword moves to the front,
 * the list is capped. Pure list rules plus (de)serialisation; the browser storage lives in lib/header.
 */

/** localStorage key of the recent-search list (spec section 5). */
export const RECENT_SEARCH_KEY = "booster-search-keyword";

/**
 * How many recent searches are kept. The spec says the list is capped at a stored maximum without giving the
 * value; 10 is ours: it fills the panel's list without scrolling at desktop height.
 */
export const RECENT_SEARCH_MAX = 10;

/** Adds a keyword at the front: trimmed, an earlier equal entry removed, at most `max` entries. Blank: unchanged. */
export function addRecentSearch(
  list: readonly string[],
  keyword: string,
  max: number = RECENT_SEARCH_MAX,
): string[] {
  const value = keyword.trim();
  if (!value) return [...list];
  return [value, ...list.filter((entry) => entry !== value)].slice(0, Math.max(0, max));
}

/** Removes one keyword (the per-item delete). */
export function removeRecentSearch(list: readonly string[], keyword: string): string[] {
  return list.filter((entry) => entry !== keyword);
}

/**
 * Reads the stored list defensively: anything that is not a JSON array of strings (another app's data, a
 * hand-edited value) yields an empty list, duplicates and blanks are dropped, the cap applies.
 */
export function parseRecentSearches(raw: string | null, max: number = RECENT_SEARCH_MAX): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const keywords = parsed.filter((entry): entry is string => typeof entry === "string");
  return keywords.reduceRight<string[]>((list, keyword) => addRecentSearch(list, keyword, max), []);
}

/** The search route with its keyword; an empty keyword still goes to search (spec section 5). */
export function searchHref(keyword: string): string {
  return `/search?keyword=${encodeURIComponent(keyword.trim())}`;
}

/** The search route's path, where the header's search toggle acts as history back. */
export const SEARCH_PATH = "/search";

export function isSearchPath(pathname: string): boolean {
  return pathname === SEARCH_PATH || pathname === `${SEARCH_PATH}/`;
}
