import "server-only";
import { env } from "@/env";
import { tenantOrigin } from "@/platform/api/tenant";

/**
 * A clinic site's public origin for absolute URLs (canonical, Open Graph, JSON-LD, sitemap, robots):
 * `{scheme}://{code}.{PLATFORM_DOMAIN}[:SITE_PORT]`. Built from configuration, never from the request's Host, so
 * every page stays one cacheable render per clinic (decision 0018) and canonical links name one address however
 * the visitor arrived.
 */
export function siteOrigin(site: string): string {
  const origin = tenantOrigin(site, {
    scheme: env.TENANT_ORIGIN_SCHEME,
    platformDomain: env.PLATFORM_DOMAIN,
  });
  return env.SITE_PORT === undefined ? origin : `${origin}:${env.SITE_PORT}`;
}
