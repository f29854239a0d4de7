import { registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BannerService } from "./service";

export const bannerRoutes: FastifyPluginAsyncZod<{ banners: BannerService }> = async (app, { banners }) => {
  registerEndpoint(
    app,
    endpoints.banners,
    schemas.banners,
    { tags: ["content"], summary: "Visible banners by weight, optionally of one location" },
    async (request) =>
      banners.listVisible(
        tenantOf(request).partnerId,
        request.query.bannerLocation,
        request.query.languageCode,
      ),
  );
};
