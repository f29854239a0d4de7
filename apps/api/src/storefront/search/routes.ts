import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { platformEndpoints as endpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas as schemas } from "@clinic/shared/contract/platform-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SearchService } from "./service";

export const SEARCH_ROUTES = openApiPaths(endpoints.search);

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  registerEndpoint(
    app,
    endpoints.search,
    schemas.search,
    {
      tags: ["catalogue"],
      summary: "Products, events and board posts containing the keyword (partial words match), with totals",
    },
    async (request) =>
      search.search(tenantOf(request).partnerId, request.query.keyword, request.query.languageCode),
  );
};
