// The visitor's address, scheme and host as the web server establishes them before Next sees the request
// (issue 23). Next only sets X-Forwarded-For when it is absent, so a visitor's own header used to reach the API,
// which trusts the storefront: every per-address limit reset with a new header value. Erasable TypeScript that
// server.mjs runs on Node's type stripping; route handlers read the result through forwarded-client.ts.
import type { IncomingMessage } from "node:http";
import { type BlockList, isIP } from "node:net";

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const BRACKETED = /^\[([^\]]+)\](?::\d+)?$/;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/;
/** A chain longer than this is not walked further: the left part is the client's own text anyway. */
const MAX_HOPS = 32;

/**
 * One address in a canonical text form, or null when the text is not an address: IPv4-mapped IPv6 as IPv4
 * (`::ffff:127.0.0.1` is how a dual-stack socket reports an IPv4 peer), `[v6]:port` and `v4:port` without the
 * port, an IPv6 zone dropped, IPv6 lower-case.
 */
export function normalizeAddress(text: string | undefined | null): string | null {
  let value = (text ?? "").trim();
  if (value.length === 0 || value.length > 64) return null;
  value = value.replace(BRACKETED, "$1").replace(IPV4_WITH_PORT, "$1");
  const zone = value.indexOf("%");
  if (zone !== -1) value = value.slice(0, zone);
  const mapped = IPV4_MAPPED.exec(value);
  if (mapped?.[1] !== undefined) value = mapped[1];
  const family = isIP(value);
  if (family === 4) return value;
  if (family === 6) return value.toLowerCase();
  return null;
}

/** `address`: a normalized address. */
function isTrusted(trusted: BlockList | null, address: string): boolean {
  return trusted?.check(address, isIP(address) === 4 ? "ipv4" : "ipv6") === true;
}

/**
 * The visitor's address: the connection's peer, unless that peer is a trusted proxy. Then X-Forwarded-For is read
 * from the right (each proxy appends the address it was connected from): the first entry that is not a trusted
 * proxy is the visitor, since everything left of it was written by that visitor. An entry that is not an address
 * ends the walk at the last trusted hop, never at the text, so garbage cannot become a fresh address.
 */
export function clientAddress({
  peer,
  forwardedFor,
  trusted,
}: {
  peer: string | undefined;
  forwardedFor: string | string[] | undefined;
  trusted: BlockList | null;
}): string {
  let client = normalizeAddress(peer) ?? "0.0.0.0";
  if (!isTrusted(trusted, client)) return client;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "")).split(",");
  for (let index = chain.length - 1, hops = 0; index >= 0 && hops < MAX_HOPS; index -= 1, hops += 1) {
    const hop = normalizeAddress(chain[index]);
    if (hop === null) break;
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}

/**
 * Rewrites the forwarding headers of an incoming request in place, before the page cache and Next read them:
 * X-Forwarded-For becomes the one visitor address; X-Forwarded-Proto is the trusted proxy's (its first entry, the
 * scheme the visitor used at the edge) or else the connection's own; X-Forwarded-Host and -Port are a trusted
 * proxy's only (Next fills them from Host and its port when absent).
 */
export function setForwardedHeaders(req: IncomingMessage, trusted: BlockList | null): void {
  const { headers, socket } = req;
  const peer = normalizeAddress(socket.remoteAddress);
  const fromProxy = peer !== null && isTrusted(trusted, peer);
  const forwardedFor = headers["x-forwarded-for"];
  headers["x-forwarded-for"] = clientAddress({ peer: socket.remoteAddress, forwardedFor, trusted });
  const ownScheme = (socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  const claimed = String(headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    ?.trim()
    .toLowerCase();
  headers["x-forwarded-proto"] =
    fromProxy && (claimed === "https" || claimed === "http") ? claimed : ownScheme;
  if (!fromProxy) {
    delete headers["x-forwarded-host"];
    delete headers["x-forwarded-port"];
  }
}
