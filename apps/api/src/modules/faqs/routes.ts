import { faqGroupListSchema, faqGroupQuerySchema, faqPageSchema, faqQuerySchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { FaqService } from "./service";

export const FAQ_ROUTES = ["/customer/faqs", "/customer/faqs/this/group"];

export const faqRoutes: FastifyPluginAsyncZod<{ faqs: FaqService }> = async (app, { faqs }) => {
  app.get(
    "/customer/faqs",
    {
      schema: {
        tags: ["content"],
        summary:
          "Visible questions of visible groups by group weight, then question weight, paged; optionally one " +
          "group; keyword matches question or answer text",
        headers: tenantHeadersSchema,
        querystring: faqQuerySchema,
        response: { 200: faqPageSchema, ...errorResponses },
      },
    },
    async (request) => faqs.list(tenantOf(request).partnerId, request.query),
  );

  app.get(
    "/customer/faqs/this/group",
    {
      schema: {
        tags: ["content"],
        summary:
          "Visible groups by weight with their visible questions; with a keyword only the matching questions " +
          "and the groups that have any",
        headers: tenantHeadersSchema,
        querystring: faqGroupQuerySchema,
        response: { 200: faqGroupListSchema, ...errorResponses },
      },
    },
    async (request) => faqs.listGroups(tenantOf(request).partnerId, request.query.keyword),
  );
};
