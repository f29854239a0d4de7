import { bannerListSchema, bannerQuerySchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { BannerService } from "./service";

export const bannerRoutes: FastifyPluginAsyncZod<{ banners: BannerService }> = async (app, { banners }) => {
  app.get(
    "/banners",
    {
      schema: {
        tags: ["content"],
        summary: "Visible banners by weight, optionally of one location",
        headers: tenantHeadersSchema,
        querystring: bannerQuerySchema,
        response: { 200: bannerListSchema, ...errorResponses },
      },
    },
    async (request) => banners.listVisible(tenantOf(request).partnerId, request.query.bannerLocation),
  );
};
