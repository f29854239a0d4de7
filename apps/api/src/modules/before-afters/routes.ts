import { beforeAfterPageSchema, beforeAfterQuerySchema, beforeAfterSchema, idParam } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { BeforeAfterService } from "./service";

export const BEFORE_AFTER_ROUTES = ["/customer/before-afters", "/customer/before-afters/{id}"];

export const beforeAfterRoutes: FastifyPluginAsyncZod<{ beforeAfters: BeforeAfterService }> = async (
  app,
  { beforeAfters },
) => {
  app.get(
    "/customer/before-afters",
    {
      schema: {
        tags: ["content"],
        summary: "Visible before/after cases, newest first, paged; isNoYouth narrows to one kind",
        headers: tenantHeadersSchema,
        querystring: beforeAfterQuerySchema,
        response: { 200: beforeAfterPageSchema, ...errorResponses },
      },
    },
    async (request) => beforeAfters.listVisible(tenantOf(request).partnerId, request.query),
  );

  app.get(
    "/customer/before-afters/:id",
    {
      schema: {
        tags: ["content"],
        summary: "One visible before/after case; 404 when hidden or another clinic's",
        headers: tenantHeadersSchema,
        params: z.object({ id: idParam }),
        response: { 200: beforeAfterSchema, ...errorResponses },
      },
    },
    async (request) => beforeAfters.getVisible(tenantOf(request).partnerId, request.params.id),
  );
};
