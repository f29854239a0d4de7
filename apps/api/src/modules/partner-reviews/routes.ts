import {
  idParam,
  partnerReviewPageSchema,
  partnerReviewQuerySchema,
  partnerReviewSchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { PartnerReviewService } from "./service";

export const PARTNER_REVIEW_ROUTES = ["/customer/partner-reviews", "/customer/partner-reviews/{id}"];

export const partnerReviewRoutes: FastifyPluginAsyncZod<{ reviews: PartnerReviewService }> = async (
  app,
  { reviews },
) => {
  app.get(
    "/customer/partner-reviews",
    {
      schema: {
        tags: ["content"],
        summary: "Visible reviews, newest first, paged, with the average rating of all visible reviews",
        headers: tenantHeadersSchema,
        querystring: partnerReviewQuerySchema,
        response: { 200: partnerReviewPageSchema, ...errorResponses },
      },
    },
    async (request) => reviews.listVisible(tenantOf(request).partnerId, request.query),
  );

  app.get(
    "/customer/partner-reviews/:id",
    {
      schema: {
        tags: ["content"],
        summary: "One visible review; 404 when hidden or another clinic's",
        headers: tenantHeadersSchema,
        params: z.object({ id: idParam }),
        response: { 200: partnerReviewSchema, ...errorResponses },
      },
    },
    async (request) => reviews.getVisible(tenantOf(request).partnerId, request.params.id),
  );
};
