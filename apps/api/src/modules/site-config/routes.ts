import { siteConfigSchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { SiteConfigService } from "./service";

export const siteConfigRoutes: FastifyPluginAsyncZod<{ siteConfig: SiteConfigService }> = async (
  app,
  { siteConfig },
) => {
  app.get(
    "/partners/this/site-config",
    {
      schema: {
        tags: ["partners"],
        summary: "Everything the site shell needs: theme, logos, navigation, branches, buttons, footer",
        headers: tenantHeadersSchema,
        response: { 200: siteConfigSchema, ...errorResponses },
      },
    },
    async (request) => siteConfig.getSiteConfig(tenantOf(request).partnerId),
  );
};
