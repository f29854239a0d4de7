import {
  exhibitionDetailSchema,
  exhibitionListQuerySchema,
  exhibitionPageSchema,
  exhibitionProductsQuerySchema,
  exhibitionProductsSchema,
  idParam,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { ExhibitionService } from "./service";

export const EXHIBITION_ROUTES = [
  "/customer/exhibitions",
  "/customer/exhibitions/{id}",
  "/customer/v2/exhibition-products",
];

export const exhibitionRoutes: FastifyPluginAsyncZod<{ exhibitions: ExhibitionService }> = async (
  app,
  { exhibitions },
) => {
  app.get(
    "/customer/exhibitions",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Visible exhibitions by weight, paged",
        headers: tenantHeadersSchema,
        querystring: exhibitionListQuerySchema,
        response: { 200: exhibitionPageSchema, ...errorResponses },
      },
    },
    async (request) => exhibitions.list(tenantOf(request).partnerId, request.query),
  );

  app.get(
    "/customer/exhibitions/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One visible exhibition with its products; hidden or unknown ones answer 404",
        headers: tenantHeadersSchema,
        params: z.object({ id: idParam }),
        response: { 200: exhibitionDetailSchema, ...errorResponses },
      },
    },
    async (request) => exhibitions.detail(tenantOf(request).partnerId, request.params.id),
  );

  app.get(
    "/customer/v2/exhibition-products",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Products of one exhibition (or of every visible one without exhibitionId), paged",
        headers: tenantHeadersSchema,
        querystring: exhibitionProductsQuerySchema,
        response: { 200: exhibitionProductsSchema, ...errorResponses },
      },
    },
    async (request) => exhibitions.products(tenantOf(request).partnerId, request.query),
  );
};
