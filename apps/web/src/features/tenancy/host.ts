/**
 * Host-header parsing for tenant resolution. Pure: no Next.js or network imports, so it is unit-tested directly.
 */

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/;

/**
 * The host name a request was made to, without port, lower-cased and without a trailing dot; null when the
 * header is missing or is not a host name we could ever serve (so it is never sent to the API).
 */
export function parseHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null;
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) {
    // IPv6 literal, e.g. "[::1]:3000".
    const end = host.indexOf("]");
    if (end === -1) return null;
    host = host.slice(0, end + 1);
    return IPV6_LITERAL.test(host) ? host : null;
  }
  const colon = host.indexOf(":");
  if (colon !== -1) {
    const port = host.slice(colon + 1);
    if (!/^\d{1,5}$/.test(port)) return null;
    host = host.slice(0, colon);
  }
  if (host.endsWith(".")) host = host.slice(0, -1);
  return HOST_NAME.test(host) ? host : null;
}

/** A partner code as it appears in the rewritten path `/{code}/…`. */
const SITE_KEY = /^[a-z0-9](?:[a-z0-9-]{0,62})$/;

/** First path segments the storefront serves itself (static files, media); never a partner code. */
const RESERVED = new Set(["api", "assets", "media", "unknown-site"]);

export function isSiteKey(value: string): boolean {
  return SITE_KEY.test(value) && !RESERVED.has(value);
}
