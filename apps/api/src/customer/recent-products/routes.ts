import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { VISITOR_ID_HEADER } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RecentProductService } from "./service";

export const RECENT_PRODUCT_ROUTES = openApiPaths(endpoints.recentProducts);
/** Paths of this module with no GET (the OpenAPI document lists them too). */
export const RECENT_PRODUCT_MUTATION_PATHS = openApiPaths(
  endpoints.clearRecentProducts,
  endpoints.removeRecentProduct,
);

const TAGS = ["catalogue"];

export const recentProductRoutes: FastifyPluginAsyncZod<{ recent: RecentProductService }> = async (
  app,
  { recent },
) => {
  // Per-visitor answers: no shared cache may keep them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  registerEndpoint(
    app,
    endpoints.recentProducts,
    schemas.recentProducts,
    { tags: TAGS, summary: "The visitor's recently viewed products, newest first" },
    async (request) => ({
      rows: await recent.list(
        tenantOf(request).partnerId,
        request.headers[VISITOR_ID_HEADER],
        request.query.languageCode,
      ),
    }),
  );

  registerEndpoint(
    app,
    endpoints.recordRecentProduct,
    schemas.recordRecentProduct,
    {
      tags: TAGS,
      summary: "Records a product view (a repeated one moves to the front); answers the updated list",
    },
    async (request) => ({
      rows: await recent.add(
        tenantOf(request).partnerId,
        request.headers[VISITOR_ID_HEADER],
        request.body.productId,
        request.query.languageCode,
      ),
    }),
  );

  registerEndpoint(
    app,
    endpoints.clearRecentProducts,
    schemas.clearRecentProducts,
    { tags: TAGS, summary: "Forgets every product the visitor viewed" },
    async (request) => ({
      rows: await recent.clear(tenantOf(request).partnerId, request.headers[VISITOR_ID_HEADER]),
    }),
  );

  registerEndpoint(
    app,
    endpoints.removeRecentProduct,
    schemas.removeRecentProduct,
    { tags: TAGS, summary: "Forgets one viewed product (by product id); answers the updated list" },
    async (request) => ({
      rows: await recent.remove(
        tenantOf(request).partnerId,
        request.headers[VISITOR_ID_HEADER],
        request.params.id,
        request.query.languageCode,
      ),
    }),
  );
};
