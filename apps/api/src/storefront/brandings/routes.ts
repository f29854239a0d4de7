import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BrandingService } from "./service";

export const BRANDING_ROUTES = openApiPaths(endpoints.branding);

export const brandingRoutes: FastifyPluginAsyncZod<{ brandings: BrandingService }> = async (
  app,
  { brandings },
) => {
  registerEndpoint(
    app,
    endpoints.branding,
    schemas.branding,
    {
      tags: ["catalogue"],
      summary: "One branding page with its category's products; unpublished ones only with previewToken",
    },
    async (request) =>
      brandings.get(
        tenantOf(request).partnerId,
        request.params.id,
        request.query.previewToken,
        request.query.languageCode,
      ),
  );
};
