import { registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PartnerService } from "./service";

export const partnerRoutes: FastifyPluginAsyncZod<{ partners: PartnerService }> = async (
  app,
  { partners },
) => {
  registerEndpoint(
    app,
    endpoints.partner,
    schemas.partner,
    { tags: ["partners"], summary: "The site's partner information (spec section 3)" },
    async (request) => partners.getInfo(tenantOf(request).partnerId),
  );

  registerEndpoint(
    app,
    endpoints.deployStatus,
    schemas.deployStatus,
    { tags: ["partners"], summary: "Whether the site is live; the storefront shows /ready until it is" },
    async (request) => partners.getDeployStatus(tenantOf(request).partnerId),
  );
};
