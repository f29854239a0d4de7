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

function hostOfOrigin(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** True when a state-changing request was made by a page of another origin than the one it was sent to. */
export function isCrossOriginWrite(method: string, headers: Headers): boolean {
  if (!STATE_CHANGING_METHODS.has(method.toUpperCase())) return false;
  const host = headers.get("host")?.toLowerCase() ?? null;
  const origin = headers.get("origin");
  if (origin !== null) {
    // "null" is an opaque origin (sandboxed frame, data: page): never our page.
    const originHost = origin === "null" ? null : hostOfOrigin(origin);
    return originHost === null || host === null || originHost !== host;
  }
  const fetchSite = headers.get("sec-fetch-site");
  return fetchSite !== null && !TRUSTED_FETCH_SITES.has(fetchSite);
}

/** Behind a TLS-terminating load balancer the request URL says http; the balancer's x-forwarded-proto says https. */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  const forwarded = request.headers.get("x-forwarded-proto");
  return forwarded?.split(",")[0]?.trim().toLowerCase() === "https";
}
