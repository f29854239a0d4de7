import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PartnerReviewService } from "./service";

export const PARTNER_REVIEW_ROUTES = openApiPaths(endpoints.reviews, endpoints.review);

export const partnerReviewRoutes: FastifyPluginAsyncZod<{ reviews: PartnerReviewService }> = async (
  app,
  { reviews },
) => {
  registerEndpoint(
    app,
    endpoints.reviews,
    schemas.reviews,
    {
      tags: ["content"],
      summary: "Visible reviews, newest first, paged, with the average rating of all visible reviews",
    },
    async (request) => reviews.listVisible(tenantOf(request).partnerId, request.query),
  );

  registerEndpoint(
    app,
    endpoints.review,
    schemas.review,
    { tags: ["content"], summary: "One visible review; 404 when hidden or another clinic's" },
    async (request) => reviews.getVisible(tenantOf(request).partnerId, request.params.id),
  );
};
