import { brandingQuerySchema, brandingSchema, idParam } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { BrandingService } from "./service";

export const BRANDING_ROUTES = ["/customer/brandings/{id}"];

export const brandingRoutes: FastifyPluginAsyncZod<{ brandings: BrandingService }> = async (
  app,
  { brandings },
) => {
  app.get(
    "/customer/brandings/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One branding page with its category's products; unpublished ones only with previewToken",
        headers: tenantHeadersSchema,
        params: z.object({ id: idParam }),
        querystring: brandingQuerySchema,
        response: { 200: brandingSchema, ...errorResponses },
      },
    },
    async (request) =>
      brandings.get(tenantOf(request).partnerId, request.params.id, request.query.previewToken),
  );
};
