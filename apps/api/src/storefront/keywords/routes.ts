import { registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { KeywordService } from "./service";

export const keywordRoutes: FastifyPluginAsyncZod<{ keywords: KeywordService }> = async (
  app,
  { keywords },
) => {
  registerEndpoint(
    app,
    endpoints.keywords,
    schemas.keywords,
    { tags: ["content"], summary: "Recommended search keywords, in order" },
    async (request) => keywords.list(tenantOf(request).partnerId, request.query.languageCode),
  );
};
