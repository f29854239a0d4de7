import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AfterNoticeService } from "./service";

export const AFTER_NOTICE_ROUTES = openApiPaths(endpoints.afterNotices, endpoints.afterNotice);

export const afterNoticeRoutes: FastifyPluginAsyncZod<{ afterNotices: AfterNoticeService }> = async (
  app,
  { afterNotices },
) => {
  registerEndpoint(
    app,
    endpoints.afterNotices,
    schemas.afterNotices,
    {
      tags: ["content"],
      summary:
        "Post-treatment care notices: with ids those visible ones in the order given (unknown, hidden and " +
        "repeated ids skipped), without ids every visible one by weight",
    },
    async (request) => afterNotices.list(tenantOf(request).partnerId, request.query.ids),
  );

  registerEndpoint(
    app,
    endpoints.afterNotice,
    schemas.afterNotice,
    {
      tags: ["content"],
      summary: "One visible post-treatment care notice; 404 when hidden, unknown or another clinic's",
    },
    async (request) => afterNotices.get(tenantOf(request).partnerId, request.params.id),
  );
};
