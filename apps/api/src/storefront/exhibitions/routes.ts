import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ExhibitionService } from "./service";

export const EXHIBITION_ROUTES = openApiPaths(
  endpoints.exhibitions,
  endpoints.exhibition,
  endpoints.exhibitionProducts,
);

const TAGS = ["catalogue"];

export const exhibitionRoutes: FastifyPluginAsyncZod<{ exhibitions: ExhibitionService }> = async (
  app,
  { exhibitions },
) => {
  registerEndpoint(
    app,
    endpoints.exhibitions,
    schemas.exhibitions,
    { tags: TAGS, summary: "Visible exhibitions by weight, paged" },
    async (request) => exhibitions.list(tenantOf(request).partnerId, request.query),
  );

  registerEndpoint(
    app,
    endpoints.exhibition,
    schemas.exhibition,
    { tags: TAGS, summary: "One visible exhibition with its products; hidden or unknown ones answer 404" },
    async (request) =>
      exhibitions.detail(tenantOf(request).partnerId, request.params.id, request.query.languageCode),
  );

  registerEndpoint(
    app,
    endpoints.exhibitionProducts,
    schemas.exhibitionProducts,
    {
      tags: TAGS,
      summary: "Products of one exhibition (or of every visible one without exhibitionId), paged",
    },
    async (request) => exhibitions.products(tenantOf(request).partnerId, request.query),
  );
};
