import type { SiteService } from "@api/platform/sites/service";
import { TENANT_ORIGIN_HEADER, TENANT_PARTNER_HEADER, TENANT_SIGNATURE_HEADER } from "@clinic/shared";
import { verifyTenant } from "@clinic/shared/tenant-signature";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { parseSiteOrigin, type SiteOrigin } from "../lib/host";
import { siteNotFound } from "../lib/http-error";

/**
 * The tenant of a request: from the web server's signed partner id, else from the tenant origin header; never
 * from anything else the client says.
 */
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

export interface TenantResolutionOptions {
  /** Verifies the web server's signed partner id (REVALIDATE_TOKEN); unset → only the origin header counts. */
  tenantSecret: string | undefined;
  /** For links back to a clinic named only by a signed partner id: `{code}.{platformDomain}`. */
  platformDomain: string;
}

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * Makes every route registered in `scope` tenant-scoped: the hook runs before validation. The web server names the
 * clinic by a partner id the proxy already resolved from the visitor's host, signed with the shared secret
 * (decision 0028): trusted without a host lookup. A partner header that is unsigned, wrongly signed or names no
 * served clinic answers 404 (site not found) and never falls back to the origin. Without it (the browser's
 * pass-through, direct API users) the origin header's host is resolved as before; a missing, malformed or unknown
 * origin answers 404 too. Call inside an encapsulated plugin so routes outside (health, docs, media, sites) stay
 * untouched.
 */
export function registerTenantResolution(
  scope: FastifyInstance,
  sites: SiteService,
  options: TenantResolutionOptions,
): void {
  scope.decorateRequest("tenant", null);
  scope.addHook("onRequest", async (request) => {
    const origin = parseSiteOrigin(single(request.headers[TENANT_ORIGIN_HEADER]));
    const partnerHeader = request.headers[TENANT_PARTNER_HEADER];
    const signatureHeader = request.headers[TENANT_SIGNATURE_HEADER];
    if (partnerHeader !== undefined || signatureHeader !== undefined) {
      const partnerId = verifyTenant(single(partnerHeader), single(signatureHeader), options.tenantSecret);
      const site = partnerId === null ? null : await sites.siteOfPartner(partnerId);
      if (!site) throw siteNotFound();
      // The origin only shapes links back to the site (scheme, port); the web server sends the clinic's own.
      const linkOrigin = origin ?? {
        host: `${site.code}.${options.platformDomain}`,
        protocol: "https:",
        port: "",
      };
      request.tenant = { partnerId: site.partnerId, code: site.code, origin: linkOrigin };
      return;
    }
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
