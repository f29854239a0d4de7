// Which requests the web server's page cache may answer and which answers it may keep (decision 0023). Erasable
// TypeScript: server.mjs runs it on Node's type stripping before Next is loaded, outside Next's compiler.

/**
 * A kept page is served as is this long after it was rendered, unless an announcement drops it first (decision
 * 0049): every content change reaches every web process (with REDIS_URL; without it, the one the API POSTs to), and
 * so do a new Seoul day and a popup's window opening or closing. The hour matches the data cache's safety window
 * (features/api/cache-policy.ts): longer would outlive what Next itself would fetch again.
 */
export const FRESH_MS = 60 * 60_000;
// server.mjs passes PAGE_CACHE_FRESH_SECONDS instead when it is set (platform/memory/memory-limits.ts).
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
export const SITE_HEADER = "x-page-cache-site" as const;
/**
 * Set by proxy.ts on pages that read only their query string (lists with filters and paging, search): Next renders
 * them per request, but they are the same for every visitor of one URL. Never sent to the browser.
 */
export const PUBLIC_PAGE_HEADER = "x-page-cache-public" as const;
/** Tells the browser (and tests) what the cache did: HIT, STALE, MISS or BYPASS. */
export const STATUS_HEADER = "x-page-cache" as const;

export interface CacheableRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** Next's draft mode (console previews): such a visitor sees drafts, so nothing is served or kept for them. */
const DRAFT_MODE_COOKIE = "__prerender_bypass";
/**
 * Request headers Next.js 16 answers differently for (read in node_modules/next/dist/server): with any of them the
 * answer is not the page's HTML for every visitor, so the cache neither answers nor keeps such a request.
 * - RSC payloads of client navigations and prefetches: `rsc`, `next-router-state-tree`, `next-router-prefetch`,
 *   `next-router-segment-prefetch`, `next-url` (intercepting routes), `next-hmr-refresh`; server actions:
 *   `next-action`.
 * - `x-middleware-prefetch`: base-server answers `200 {}` without rendering (it was kept and served as a blank
 *   page to every visitor: issue 23).
 * - Next's internal headers, removed by its router for outside requests today (filterInternalHeaders) but never
 *   ours to trust: `x-nextjs-data`, `x-matched-path`, `x-now-route-matches`, `next-resume`,
 *   `x-next-resume-state-length`; the on-demand revalidation pair `x-prerender-revalidate(-if-generated)`.
 */
const NEXT_SIGNAL_HEADERS = new Set([
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "next-hmr-refresh",
  "next-action",
  "x-middleware-prefetch",
  "x-nextjs-data",
  "x-matched-path",
  "x-now-route-matches",
  "next-resume",
  "x-next-resume-state-length",
  "x-prerender-revalidate",
  "x-prerender-revalidate-if-generated",
]);
/**
 * Whole families of Next's internal and test signals: the proxy's (`x-middleware-subrequest`, `-rewrite`, `-next`,
 * …), the router's, the former invoke headers, the test-mode proxy's (`next-test-proxy-port`, `next-test-data`)
 * and `x-nextjs-*`. Whatever a future Next version adds under these names stays out of the cache too.
 */
const NEXT_SIGNAL_PREFIXES = ["x-middleware-", "next-router-", "x-invoke-", "next-test-", "x-nextjs-"];
/**
 * Browser prefetches and prerenders (`Sec-Purpose: prefetch`, `Purpose: prefetch`, `X-Purpose: preview`,
 * `X-Moz: prefetch`). Next renders the same HTML for them today, but a speculative request is not a visitor's:
 * the cache neither answers nor keeps it, so no prefetch ever decides what the next visitor gets.
 */
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"];
const PREFETCH_PURPOSE = /prefetch|prerender|preview/i;
/** The router's cache-busting query parameter: only RSC requests carry it. */
const RSC_QUERY_PARAMETER = "_rsc";
/**
 * An EventSource (the console's live pending queue) asks for `text/event-stream`: an answer that never ends. The
 * cache stays out entirely, so a second tab's stream never waits for the first one's "render" to finish and the
 * events are never collected in memory.
 */
const EVENT_STREAM = /\btext\/event-stream\b/i;
/** The only content type the cache keeps: a full HTML page. */
const HTML = /^\s*text\/html\s*(?:;|$)/i;
/** Paths that are never pages: Next's files, the API pass-through, media, the cache refresh door, the widget. */
const NOT_PAGES = /^\/(?:_next|api|media|ops|widget|_vercel)(?:\/|$)/;

/**
 * The cache key of a request, or null when the cache must stay out of it. Every part that changes the answer is
 * in the key: the host (the clinic), the path and query, the negotiated compression and the scheme behind TLS
 * (HSTS is sent only there).
 */
export function cacheKey(request: CacheableRequest): string | null {
  if (request.method !== "GET" || !request.url) return null;
  const { headers } = request;
  const path = request.url.split("?", 1)[0] ?? "";
  if (NOT_PAGES.test(path)) return null;
  if (carriesNextSignal(headers)) return null;
  if (EVENT_STREAM.test(headerText(headers.accept))) return null;
  if (new URLSearchParams(request.url.slice(path.length + 1)).has(RSC_QUERY_PARAMETER)) return null;
  const cookie = headerText(headers.cookie);
  if (cookie.includes(DRAFT_MODE_COOKIE)) return null;
  const host = headerText(headers.host).toLowerCase();
  if (host === "") return null;
  const encoding = headerText(headers["accept-encoding"]);
  const scheme = headerText(headers["x-forwarded-proto"]) === "https" ? "https" : "http";
  return `${scheme}://${host}${request.url}\n${encoding}`;
}

/**
 * Whether a request carries a header that makes Next answer something other than the page's HTML, or a prefetch.
 * `headers`: lower-case names, as Node gives them.
 */
export function carriesNextSignal(headers: Record<string, string | string[] | undefined>): boolean {
  for (const name of Object.keys(headers)) {
    if (headers[name] === undefined) continue;
    if (NEXT_SIGNAL_HEADERS.has(name)) return true;
    if (NEXT_SIGNAL_PREFIXES.some((prefix) => name.startsWith(prefix))) return true;
    if (PURPOSE_HEADERS.includes(name) && PREFETCH_PURPOSE.test(headerText(headers[name]))) return true;
  }
  return false;
}

/**
 * Whether an answer may be kept, and for which clinic. Next marks its prerendered pages with `s-maxage` (shared
 * caches may keep them); proxy.ts marks the public query pages. Never kept: anything but a 200, an answer that
 * sets a cookie, one of no clinic, or anything but HTML (a page request Next answered with JSON or an RSC payload,
 * as it does for a prefetch signal the request rules missed, must never become every visitor's page). `stale`: Next answered from its own stale copy while it renders a fresh one;
 * kept as already stale, so that one request at a time asks Next again and the others are answered from memory.
 * `headers`: lower-case names, as Node's getHeaders() gives them.
 */
export function keepable(
  status: number,
  headers: Record<string, unknown>,
): { site: string; stale: boolean } | null {
  if (status !== 200 || headers["set-cookie"] !== undefined) return null;
  if (!HTML.test(headerText(headers["content-type"]))) return null;
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
 */
export function sitesOfRevalidation(body: string): string[] | null {
  try {
    const parsed: { revalidated?: unknown } | null = JSON.parse(body);
    if (!Array.isArray(parsed?.revalidated)) return null;
    const sites = (parsed.revalidated as unknown[])
      .filter((tag): tag is string => typeof tag === "string" && tag.startsWith("site:"))
      .map((tag) => tag.split(":")[1])
      .filter((site): site is string => site !== undefined && site !== "");
    return sites.length > 0 ? [...new Set(sites)] : null;
  } catch {
    return null;
  }
}

function headerText(value: unknown): string {
  if (Array.isArray(value)) return value.join(", ");
  return value === undefined || value === null ? "" : String(value);
}
