import { partnerGroupSchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { PartnerGroupService } from "./service";

export const partnerGroupRoutes: FastifyPluginAsyncZod<{ partnerGroups: PartnerGroupService }> = async (
  app,
  { partnerGroups },
) => {
  app.get(
    "/partner-groups/this",
    {
      schema: {
        tags: ["partners"],
        summary: "The chain this clinic belongs to, with its member sites; 404 when it stands alone",
        headers: tenantHeadersSchema,
        response: { 200: partnerGroupSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return partnerGroups.getGroup(tenant.partnerId, tenant.origin);
    },
  );
};
