import { registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PartnerGroupService } from "./service";

export const partnerGroupRoutes: FastifyPluginAsyncZod<{ partnerGroups: PartnerGroupService }> = async (
  app,
  { partnerGroups },
) => {
  registerEndpoint(
    app,
    endpoints.partnerGroup,
    schemas.partnerGroup,
    {
      tags: ["partners"],
      summary: "The chain this clinic belongs to, with its member sites; 404 when it stands alone",
    },
    async (request) => {
      const tenant = tenantOf(request);
      return partnerGroups.getGroup(tenant.partnerId, tenant.origin);
    },
  );
};
