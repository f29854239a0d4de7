import { registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PopupService } from "./service";

export const popupRoutes: FastifyPluginAsyncZod<{ popups: PopupService }> = async (app, { popups }) => {
  registerEndpoint(
    app,
    endpoints.popups,
    schemas.popups,
    {
      tags: ["content"],
      summary:
        "Visible popups by weight, items by weight; the client keeps those whose locations match its path",
    },
    async (request) => popups.listVisible(tenantOf(request).partnerId, request.query.languageCode),
  );
};
