import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PageService } from "./service";

export const PAGE_ROUTES = openApiPaths(endpoints.page);

export const pageRoutes: FastifyPluginAsyncZod<{ pages: PageService }> = async (app, { pages }) => {
  registerEndpoint(
    app,
    endpoints.page,
    schemas.page,
    { tags: ["content"], summary: "A free-form page of the clinic by key; 404 when the clinic has none" },
    async (request) => pages.getPage(tenantOf(request).partnerId, request.query.pageKey),
  );
};
