import { searchQuerySchema, searchResultSchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { SearchService } from "./service";

export const SEARCH_ROUTES = ["/search"];

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    "/search",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Products, events and board posts containing the keyword (partial words match), with totals",
        headers: tenantHeadersSchema,
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errorResponses },
      },
    },
    async (request) => search.search(tenantOf(request).partnerId, request.query.keyword),
  );
};
