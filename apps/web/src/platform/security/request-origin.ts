/**
 * Cross-site request forgery defence for the same-origin `/api/…` pass-through, where the visitor's HttpOnly
 * session cookie becomes the API's Authorization. A state-changing request is refused when the browser says it
 * came from another origin. Browsers always send Origin (or at least Sec-Fetch-Site) on such requests, so a
 * request with neither comes from a program that holds no victim's cookies and is let through.
 */

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Sec-Fetch-Site values that prove the page was our own: "same-site" is refused too, because every clinic on the
 * platform domain (lumiere.<domain>, haneul.<domain>) is the same site as every other.
 */
const TRUSTED_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * The serialised origin (scheme://host[:port], default port dropped, host lower-cased) of an http(s) URL that is
 * nothing but an origin, or null: userinfo, a path, a query or a fragment mean it is not one (an Origin header
 * never carries them, and `http://lumiere.localhost@evil.example` names evil.example anyway).
 */
function serialisedOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") return null;
  if (/[/?#]/.test(value.slice(value.indexOf("//") + 2))) return null;
  return url.origin;
}

/**
 * The origin this request was sent to: the Host header the visitor's browser addressed, with the scheme it used
 * (https behind the TLS-terminating load balancer, see isSecureRequest). Comparing whole origins matters because
 * an http page, or a page on another port of the same host, is another origin with its own scripts.
 */
function requestOrigin(request: Request): string | null {
  const host = request.headers.get("host");
  if (host === null || host === "") return null;
  return serialisedOrigin(`${isSecureRequest(request) ? "https" : "http"}://${host}`);
}

/**
 * True when a state-changing request was made by a page of another origin than the one it was sent to: scheme,
 * host and port must all match ("null", an opaque origin from a sandboxed frame or data: page, never does).
 */
export function isCrossOriginWrite(request: Request): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const own = requestOrigin(request);
    const sender = origin === "null" ? null : serialisedOrigin(origin);
    return sender === null || own === null || sender !== own;
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  return fetchSite !== null && !TRUSTED_FETCH_SITES.has(fetchSite);
}

/** Behind a TLS-terminating load balancer the request URL says http; the balancer's x-forwarded-proto says https. */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  const forwarded = request.headers.get("x-forwarded-proto");
  return forwarded?.split(",")[0]?.trim().toLowerCase() === "https";
}
