import { popupListSchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { PopupService } from "./service";

export const popupRoutes: FastifyPluginAsyncZod<{ popups: PopupService }> = async (app, { popups }) => {
  app.get(
    "/customer/popups",
    {
      schema: {
        tags: ["content"],
        summary:
          "Visible popups by weight, items by weight; the client keeps those whose locations match its path",
        headers: tenantHeadersSchema,
        response: { 200: popupListSchema, ...errorResponses },
      },
    },
    async (request) => popups.listVisible(tenantOf(request).partnerId),
  );
};
