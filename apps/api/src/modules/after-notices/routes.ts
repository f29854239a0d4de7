import { afterNoticeListSchema, afterNoticeQuerySchema, afterNoticeSchema, idParam } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { AfterNoticeService } from "./service";

export const AFTER_NOTICE_ROUTES = ["/customer/after-notices", "/customer/after-notices/{id}"];

const idParams = z.object({ id: idParam });

export const afterNoticeRoutes: FastifyPluginAsyncZod<{ afterNotices: AfterNoticeService }> = async (
  app,
  { afterNotices },
) => {
  app.get(
    "/customer/after-notices",
    {
      schema: {
        tags: ["content"],
        summary:
          "Post-treatment care notices: with ids those visible ones in the order given (unknown, hidden and " +
          "repeated ids skipped), without ids every visible one by weight",
        headers: tenantHeadersSchema,
        querystring: afterNoticeQuerySchema,
        response: { 200: afterNoticeListSchema, ...errorResponses },
      },
    },
    async (request) => afterNotices.list(tenantOf(request).partnerId, request.query.ids),
  );

  app.get(
    "/customer/after-notices/:id",
    {
      schema: {
        tags: ["content"],
        summary: "One visible post-treatment care notice; 404 when hidden, unknown or another clinic's",
        headers: tenantHeadersSchema,
        params: idParams,
        response: { 200: afterNoticeSchema, ...errorResponses },
      },
    },
    async (request) => afterNotices.get(tenantOf(request).partnerId, request.params.id),
  );
};
