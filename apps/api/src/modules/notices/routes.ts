import { idParam, noticeDetailSchema, noticeListQuerySchema, noticePageSchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { NoticeService } from "./service";

export const NOTICE_ROUTES = ["/customer/notices", "/customer/notices/{id}"];

const idParams = z.object({ id: idParam });

export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (app, { notices }) => {
  app.get(
    "/customer/notices",
    {
      schema: {
        tags: ["content"],
        summary:
          "Visible notices: pinned ones on every page, the others newest first and paged; keyword matches " +
          "title or text",
        headers: tenantHeadersSchema,
        querystring: noticeListQuerySchema,
        response: { 200: noticePageSchema, ...errorResponses },
      },
    },
    async (request) => notices.list(tenantOf(request).partnerId, request.query),
  );

  app.get(
    "/customer/notices/:id",
    {
      schema: {
        tags: ["content"],
        summary:
          "One visible notice with the previous/next notices in list order (pinned first, then newest)",
        headers: tenantHeadersSchema,
        params: idParams,
        response: { 200: noticeDetailSchema, ...errorResponses },
      },
    },
    async (request) => notices.get(tenantOf(request).partnerId, request.params.id),
  );
};
