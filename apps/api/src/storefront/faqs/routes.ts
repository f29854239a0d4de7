import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FaqService } from "./service";

export const FAQ_ROUTES = openApiPaths(endpoints.faqs, endpoints.faqGroups);

export const faqRoutes: FastifyPluginAsyncZod<{ faqs: FaqService }> = async (app, { faqs }) => {
  registerEndpoint(
    app,
    endpoints.faqs,
    schemas.faqs,
    {
      tags: ["content"],
      summary:
        "Visible questions of visible groups by group weight, then question weight, paged; optionally one " +
        "group; keyword matches question or answer text",
    },
    async (request) => faqs.list(tenantOf(request).partnerId, request.query),
  );

  registerEndpoint(
    app,
    endpoints.faqGroups,
    schemas.faqGroups,
    {
      tags: ["content"],
      summary:
        "Visible groups by weight with their visible questions; with a keyword only the matching questions " +
        "and the groups that have any",
    },
    async (request) =>
      faqs.listGroups(tenantOf(request).partnerId, request.query.keyword, request.query.languageCode),
  );
};
