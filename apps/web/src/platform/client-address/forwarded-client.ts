import { normalizeAddress } from "./client-address.ts";

/**
 * The X-Forwarded-For header for a call from this server to the API: the one visitor address server.mjs set
 * before Next saw the request (client-address.ts), never a chain the visitor wrote. The right-most entry is
 * read and checked, so even a request that did not pass through server.mjs (`next dev`) forwards at most one
 * address; none when it is not an address (the API then sees this server's own).
 */
export function forwardedClientHeader(incoming: Headers): Record<string, string> {
  const entries = (incoming.get("x-forwarded-for") ?? "").split(",");
  const address = normalizeAddress(entries[entries.length - 1]);
  return address === null ? {} : { "x-forwarded-for": address };
}
