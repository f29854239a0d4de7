import { partnerKeywordListSchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { KeywordService } from "./service";

export const keywordRoutes: FastifyPluginAsyncZod<{ keywords: KeywordService }> = async (
  app,
  { keywords },
) => {
  app.get(
    "/customer/partner-keywords",
    {
      schema: {
        tags: ["content"],
        summary: "Recommended search keywords, in order",
        headers: tenantHeadersSchema,
        response: { 200: partnerKeywordListSchema, ...errorResponses },
      },
    },
    async (request) => keywords.list(tenantOf(request).partnerId),
  );
};
