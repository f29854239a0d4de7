/** Spec 2: the account pages are never remembered as "where the visitor was" (nor is anything under them). */
export const UNTRACKED_PATHS = ["/login", "/sign-up", "/welcome", "/goodbye"] as const;

/** Not worth returning to after signing in either: the not-found and pre-launch pages. */
const DEAD_END_PATHS = ["/404", "/ready"] as const;

function isUntracked(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return [...UNTRACKED_PATHS, ...DEAD_END_PATHS].some(
    (path) => normalized === path || normalized.startsWith(`${path}/`),
  );
}

/**
 * The path to remember for a navigation, or null when it must not replace the last one. Only same-site paths
 * qualify ("/…", never "//host" or "/\host"), because the sign-in pages send the visitor back to it. Pure.
 */
export function trackablePath(pathname: string, search = ""): string | null {
  if (!isSafeLocalPath(pathname) || isUntracked(pathname)) return null;
  const query = search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`;
  return `${pathname}${query}`;
}

/** A same-origin absolute path that a redirect may safely use. */
export function isSafeLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") && !/[\r\n]/.test(path);
}
