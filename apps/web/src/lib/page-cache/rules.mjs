// Which requests the web server's page cache may answer and which answers it may keep (decision 0023). Plain
// JavaScript: server.mjs runs it before Next is loaded, outside Next's compiler.

/** A kept page is served as is this long after it was rendered. */
export const FRESH_MS = 5_000;
/**
 * After that, for this long, one request goes through to Next to refresh the page while the others get the kept
 * copy at once (stale-while-revalidate). A content change announced to this server drops its clinic's pages.
 */
export const STALE_MS = 30_000;
/** After a refresh Next could not render (the API restarting), the kept copy alone is served this long. */
export const RETRY_REFRESH_MS = 1_000;
/** Memory bound of the whole cache and of one page (the largest demo page is about 140 kB uncompressed). */
export const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Requests for the same page arriving while it is being rendered wait this long for that render at most. */
export const COALESCE_WAIT_MS = 10_000;

/** Set by proxy.ts on a tenant page's answer: the clinic's site key, so a change of that clinic drops the page. */
export const SITE_HEADER = "x-page-cache-site";
/**
 * Set by proxy.ts on pages that read only their query string (lists with filters and paging, search): Next renders
 * them per request, but they are the same for every visitor of one URL. Never sent to the browser.
 */
export const PUBLIC_PAGE_HEADER = "x-page-cache-public";
/** Tells the browser (and tests) what the cache did: HIT, STALE, MISS or BYPASS. */
export const STATUS_HEADER = "x-page-cache";

/** Next's draft mode (console previews): such a visitor sees drafts, so nothing is served or kept for them. */
const DRAFT_MODE_COOKIE = "__prerender_bypass";
/** Client-side navigations and prefetches ask for React Server Component payloads, keyed by router state. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
];
/** Paths that are never pages: Next's files, the API pass-through, media, the cache refresh door, the widget. */
const NOT_PAGES = /^\/(?:_next|api|media|ops|widget|_vercel)(?:\/|$)/;

/**
 * The cache key of a request, or null when the cache must stay out of it. Every part that changes the answer is
 * in the key: the host (the clinic), the path and query, the negotiated compression and the scheme behind TLS
 * (HSTS is sent only there).
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function cacheKey(request) {
  if (request.method !== "GET" || !request.url) return null;
  const { headers } = request;
  const path = request.url.split("?", 1)[0] ?? "";
  if (NOT_PAGES.test(path)) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const cookie = headerText(headers.cookie);
  if (cookie.includes(DRAFT_MODE_COOKIE)) return null;
  const host = headerText(headers.host).toLowerCase();
  if (host === "") return null;
  const encoding = headerText(headers["accept-encoding"]);
  const scheme = headerText(headers["x-forwarded-proto"]) === "https" ? "https" : "http";
  return `${scheme}://${host}${request.url}\n${encoding}`;
}

/**
 * Whether an answer may be kept, and for which clinic. Next marks its prerendered pages with `s-maxage` (shared
 * caches may keep them); proxy.ts marks the public query pages. Never kept: anything but a 200, an answer that
 * sets a cookie, or one of no clinic. `stale`: Next answered from its own stale copy while it renders a fresh one;
 * kept as already stale, so that one request at a time asks Next again and the others are answered from memory.
 * @param {number} status
 * @param {Record<string, unknown>} headers lower-case names, as Node's getHeaders() gives them
 * @returns {{ site: string, stale: boolean } | null}
 */
export function keepable(status, headers) {
  if (status !== 200 || headers["set-cookie"] !== undefined) return null;
  const site = headerText(headers[SITE_HEADER]);
  if (site === "") return null;
  const stale = headerText(headers["x-nextjs-cache"]).toUpperCase() === "STALE";
  if (headers[PUBLIC_PAGE_HEADER] !== undefined) return { site, stale };
  const cacheControl = headerText(headers["cache-control"]);
  if (!/\bs-maxage=\d+/.test(cacheControl) || /\b(?:private|no-store)\b/.test(cacheControl)) return null;
  return { site, stale };
}

/**
 * The clinics whose pages a cache refresh answer names: POST /ops/revalidate answers `{ revalidated: [tags] }`
 * with tags `site:{code}` or `site:{code}:{kind}`. Null when the answer cannot be read (drop every page then).
 * @param {string} body
 * @returns {string[] | null}
 */
export function sitesOfRevalidation(body) {
  try {
    const parsed = JSON.parse(body);
    if (!Array.isArray(parsed?.revalidated)) return null;
    const sites = parsed.revalidated
      .filter((tag) => typeof tag === "string" && tag.startsWith("site:"))
      .map((tag) => tag.split(":")[1])
      .filter((site) => site !== undefined && site !== "");
    return sites.length > 0 ? [...new Set(sites)] : null;
  } catch {
    return null;
  }
}

/** @param {unknown} value */
function headerText(value) {
  if (Array.isArray(value)) return value.join(", ");
  return value === undefined || value === null ? "" : String(value);
}
