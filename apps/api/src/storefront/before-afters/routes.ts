import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BeforeAfterService } from "./service";

export const BEFORE_AFTER_ROUTES = openApiPaths(endpoints.beforeAfters, endpoints.beforeAfter);

export const beforeAfterRoutes: FastifyPluginAsyncZod<{ beforeAfters: BeforeAfterService }> = async (
  app,
  { beforeAfters },
) => {
  registerEndpoint(
    app,
    endpoints.beforeAfters,
    schemas.beforeAfters,
    {
      tags: ["content"],
      summary: "Visible before/after cases, newest first, paged; isNoYouth narrows to one kind",
    },
    async (request) => beforeAfters.listVisible(tenantOf(request).partnerId, request.query),
  );

  registerEndpoint(
    app,
    endpoints.beforeAfter,
    schemas.beforeAfter,
    { tags: ["content"], summary: "One visible before/after case; 404 when hidden or another clinic's" },
    async (request) => beforeAfters.getVisible(tenantOf(request).partnerId, request.params.id),
  );
};
