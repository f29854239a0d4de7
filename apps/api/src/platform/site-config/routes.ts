import { registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { platformEndpoints as endpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas as schemas } from "@clinic/shared/contract/platform-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SiteConfigService } from "./service";

export const siteConfigRoutes: FastifyPluginAsyncZod<{ siteConfig: SiteConfigService }> = async (
  app,
  { siteConfig },
) => {
  registerEndpoint(
    app,
    endpoints.siteConfig,
    schemas.siteConfig,
    {
      tags: ["partners"],
      summary: "Everything the site shell needs: theme, logos, navigation, branches, buttons, footer",
    },
    async (request) => siteConfig.getSiteConfig(tenantOf(request).partnerId, request.query.languageCode),
  );
};
