import { VISITOR_ID_HEADER } from "@clinic/shared";
import { forwardedClientHeader } from "@/platform/client-address/forwarded-client";

/**
 * Which headers cross the same-origin /api pass-through. Allow-lists, so the browser's Cookie and Host (and any
 * hop-by-hop or encoding headers) never reach the API, and the API's internals never reach the browser. Pure.
 */

const REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "content-type",
  "if-modified-since",
  "if-none-match",
  "user-agent",
  "x-request-id",
] as const;

// content-length and content-encoding are left out on purpose: fetch has already decoded the body.
const RESPONSE_HEADERS = [
  "cache-control",
  "content-disposition",
  "content-language",
  "content-type",
  "etag",
  "expires",
  "last-modified",
  "location",
  "retry-after",
  "x-request-id",
] as const;

function pick(source: Headers, names: readonly string[]): Headers {
  const picked = new Headers();
  for (const name of names) {
    const value = source.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}

export interface UpstreamRequestOptions {
  /** The tenant origin header for the site the proxy resolved from the Host. */
  tenant: Record<string, string>;
  /** The access token from the HttpOnly cookie, when the visitor has one. */
  cookieToken: string | undefined;
  /** The opaque visitor id from the HttpOnly cookie (recent products). */
  visitorId?: string | undefined;
}

/**
 * Headers for the API call: allow-listed request headers, the tenant header (always ours, never the browser's),
 * Authorization from the cookie, else the one the browser supplied (spec section 6), and the one visitor address
 * the web server established (never the browser's own X-Forwarded-For: the API's per-address limits count by it).
 */
export function upstreamRequestHeaders(incoming: Headers, options: UpstreamRequestOptions): Headers {
  const headers = pick(incoming, REQUEST_HEADERS);
  for (const [name, value] of Object.entries(options.tenant)) headers.set(name, value);
  const authorization = options.cookieToken ?? incoming.get("authorization") ?? undefined;
  if (authorization) headers.set("authorization", authorization);
  if (options.visitorId) headers.set(VISITOR_ID_HEADER, options.visitorId);
  for (const [name, value] of Object.entries(forwardedClientHeader(incoming))) headers.set(name, value);
  return headers;
}

export function downstreamResponseHeaders(upstream: Headers): Headers {
  return pick(upstream, RESPONSE_HEADERS);
}
