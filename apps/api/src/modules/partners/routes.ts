import { deployStatusSchema, partnerInfoSchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { PartnerService } from "./service";

export const partnerRoutes: FastifyPluginAsyncZod<{ partners: PartnerService }> = async (
  app,
  { partners },
) => {
  app.get(
    "/partners/this",
    {
      schema: {
        tags: ["partners"],
        summary: "The site's partner information (spec section 3)",
        headers: tenantHeadersSchema,
        response: { 200: partnerInfoSchema, ...errorResponses },
      },
    },
    async (request) => partners.getInfo(tenantOf(request).partnerId),
  );

  app.get(
    "/partners/this/homepage-deploy-status",
    {
      schema: {
        tags: ["partners"],
        summary: "Whether the site is live; the storefront shows /ready until it is",
        headers: tenantHeadersSchema,
        response: { 200: deployStatusSchema, ...errorResponses },
      },
    },
    async (request) => partners.getDeployStatus(tenantOf(request).partnerId),
  );
};
