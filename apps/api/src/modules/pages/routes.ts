import { pageContentSchema, pageQuerySchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { PageService } from "./service";

export const PAGE_ROUTES = ["/page"];

export const pageRoutes: FastifyPluginAsyncZod<{ pages: PageService }> = async (app, { pages }) => {
  app.get(
    "/page",
    {
      schema: {
        tags: ["content"],
        summary: "A free-form page of the clinic by key; 404 when the clinic has none",
        headers: tenantHeadersSchema,
        querystring: pageQuerySchema,
        response: { 200: pageContentSchema, ...errorResponses },
      },
    },
    async (request) => pages.getPage(tenantOf(request).partnerId, request.query.pageKey),
  );
};
