// Which peers may tell the web server who the visitor is (issue 23). Erasable TypeScript: server.mjs reads it on
// Node's type stripping before Next is loaded. Read from WEB_TRUSTED_PROXIES in one place (server.mjs), documented in docs/deploy.md.
import { BlockList, isIP } from "node:net";
import { normalizeAddress } from "./client-address.ts";

const LOOPBACK = "loopback";

/**
 * The trusted proxies of a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 2001:db8::/32`, and
 * `loopback` for 127.0.0.0/8 and ::1), or null when the list is empty: then no peer is trusted and the visitor is
 * always the connection's own address. An entry that is not an address throws, so a typo stops the server at
 * start rather than silently trusting nobody (or everybody).
 */
export function parseTrustedProxies(list: string | undefined): BlockList | null {
  const entries = (list ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return null;
  const trusted = new BlockList();
  for (const entry of entries) {
    if (entry.toLowerCase() === LOOPBACK) {
      trusted.addSubnet("127.0.0.0", 8, "ipv4");
      trusted.addAddress("::1", "ipv6");
      continue;
    }
    const [address = "", prefix, ...rest] = entry.split("/");
    const normalized = normalizeAddress(address);
    const family = normalized === null ? 0 : isIP(normalized);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 4 ? 32 : 128;
    if (
      normalized === null ||
      family === 0 ||
      rest.length > 0 ||
      (bits !== undefined && (!/^\d{1,3}$/.test(prefix ?? "") || bits > maxBits))
    ) {
      throw new Error(`WEB_TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`);
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) trusted.addAddress(normalized, type);
    else trusted.addSubnet(normalized, bits, type);
  }
  return trusted;
}
