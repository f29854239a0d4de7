import "server-only";
import { type ShortUrl, shortUrlSchema } from "@clinic/shared";
import { callApi } from "./client";

/**
 * GET /customer/shorten-url: the target of a short link. Visitor scope, so never cached: the API counts every
 * visit, and a link created or expired a moment ago must answer accordingly.
 */
export function resolveShortUrl(site: string, code: string): Promise<ShortUrl> {
  return callApi({
    site,
    path: "/customer/shorten-url",
    schema: shortUrlSchema,
    caching: { scope: "visitor" },
    query: { shortenUrl: code },
  });
}
