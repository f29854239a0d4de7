import "server-only";
import type { ShortUrl } from "@clinic/shared";
import { call, unwrap } from "./server-call";

/**
 * GET /customer/shorten-url: the target of a short link. Visitor scope, so never cached: the API counts every
 * visit, and a link created or expired a moment ago must answer accordingly.
 */
export function resolveShortUrl(site: string, code: string): Promise<ShortUrl> {
  return unwrap(call("shortenUrl", { query: { shortenUrl: code } }, { site, caching: { scope: "visitor" } }));
}
