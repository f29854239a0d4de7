import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { NoticeService } from "./service";

export const NOTICE_ROUTES = openApiPaths(endpoints.notices, endpoints.notice);

export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (app, { notices }) => {
  registerEndpoint(
    app,
    endpoints.notices,
    schemas.notices,
    {
      tags: ["content"],
      summary:
        "Visible notices: pinned ones on every page, the others newest first and paged; keyword matches " +
        "title or text",
    },
    async (request) => notices.list(tenantOf(request).partnerId, request.query),
  );

  registerEndpoint(
    app,
    endpoints.notice,
    schemas.notice,
    {
      tags: ["content"],
      summary: "One visible notice with the previous/next notices in list order (pinned first, then newest)",
    },
    async (request) =>
      notices.get(tenantOf(request).partnerId, request.params.id, request.query.languageCode),
  );
};
