/** Where a tenant site is served: the bare host name plus what is needed to link back to the same kind of URL. */
export interface SiteOrigin {
  /** Lower-cased host name without port or trailing dot, e.g. `lumiere.localhost`. */
  host: string;
  protocol: "http:" | "https:";
  /** Empty when the default port of the protocol is used. */
  port: string;
}

const MAX_HOST_LENGTH = 253;
// Letters, digits, hyphens and dots (IDNs arrive punycoded from the URL parser); or a bracketed IPv6 literal.
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/;

/**
 * Reads the tenant origin header: an origin (`http://lumiere.localhost:3000`) or a bare host with an optional
 * port (`lumiere.localhost:3000`). Anything else (paths, credentials, other schemes, junk) yields null.
 */
export function parseSiteOrigin(value: string | undefined): SiteOrigin | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 2 * MAX_HOST_LENGTH) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `http://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") return null;
  // The parser turns `http://host/`, `http://host?` and `http://host#` into the same URL as `http://host`;
  // an origin has none of them.
  if (/[/?#]/.test(trimmed.slice(hasScheme ? trimmed.indexOf("//") + 2 : 0))) return null;
  const host = normaliseHost(url.hostname);
  if (host === null) return null;
  return { host, protocol: url.protocol, port: url.port };
}

/** Lower-cases, strips one trailing dot and checks the shape of a bare host name; null when it is not one. */
export function normaliseHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.length === 0 || host.length > MAX_HOST_LENGTH || !HOST_NAME.test(host)) return null;
  return host;
}

/** A host value as the storefront's proxy sees it (`Host` header: name plus optional port) → bare host name. */
export function parseHostHeader(value: string): string | null {
  return parseSiteOrigin(value)?.host ?? null;
}

/** The URL of another site of the same platform, in the same scheme and port as the calling site. */
export function siteUrl(host: string, origin: Pick<SiteOrigin, "protocol" | "port">): string {
  return `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ""}`;
}
