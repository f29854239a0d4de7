import { TENANT_ORIGIN_HEADER } from "@clinic/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { parseSiteOrigin, type SiteOrigin } from "../lib/host";
import { siteNotFound } from "../lib/http-error";
import type { SiteService } from "../modules/sites/service";

/** The tenant of a request, resolved from the tenant origin header; never from anything else the client says. */
export interface Tenant {
  partnerId: number;
  code: string;
  origin: SiteOrigin;
}

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant | null;
  }
}

/**
 * Makes every route registered in `scope` tenant-scoped: the hook runs before validation and answers 404
 * (site not found) for a missing, malformed or unknown origin. Call inside an encapsulated plugin so routes
 * outside (health, docs, media, sites) stay untouched.
 */
export function registerTenantResolution(scope: FastifyInstance, sites: SiteService): void {
  scope.decorateRequest("tenant", null);
  scope.addHook("onRequest", async (request) => {
    const header = request.headers[TENANT_ORIGIN_HEADER];
    const origin = parseSiteOrigin(typeof header === "string" ? header : undefined);
    if (!origin) throw siteNotFound();
    const site = await sites.resolveHost(origin.host);
    if (!site) throw siteNotFound();
    request.tenant = { partnerId: site.partnerId, code: site.code, origin };
  });
}

/** The tenant of a request inside the tenant scope; a route outside it calling this is a programming error. */
export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new Error(`route ${request.routeOptions.url} is not tenant-scoped`);
  return request.tenant;
}
