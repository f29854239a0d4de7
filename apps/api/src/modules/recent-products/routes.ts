import { idParam, recentProductBodySchema, recentProductListSchema, VISITOR_ID_HEADER } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { RecentProductService } from "./service";

export const RECENT_PRODUCT_ROUTES = ["/recent-products"];
/** Paths of this module with no GET (the OpenAPI document lists them too). */
export const RECENT_PRODUCT_MUTATION_PATHS = ["/recent-products/total", "/recent-products/{id}"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visitor is the UUID the web server keeps in an HttpOnly cookie and forwards; any case, stored lower. */
const visitorHeadersSchema = tenantHeadersSchema.extend({
  [VISITOR_ID_HEADER]: z
    .string()
    .regex(UUID, "방문자 id는 UUID여야 합니다.")
    .transform((value) => value.toLowerCase())
    .describe("Opaque visitor id (UUID) from the visitor_id cookie"),
});

const listResponse = { 200: recentProductListSchema, ...errorResponses };

export const recentProductRoutes: FastifyPluginAsyncZod<{ recent: RecentProductService }> = async (
  app,
  { recent },
) => {
  // Per-visitor answers: no shared cache may keep them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/recent-products",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The visitor's recently viewed products, newest first",
        headers: visitorHeadersSchema,
        response: listResponse,
      },
    },
    async (request) => ({
      rows: await recent.list(tenantOf(request).partnerId, request.headers[VISITOR_ID_HEADER]),
    }),
  );

  app.post(
    "/recent-products",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Records a product view (a repeated one moves to the front); answers the updated list",
        headers: visitorHeadersSchema,
        body: recentProductBodySchema,
        response: listResponse,
      },
    },
    async (request) => ({
      rows: await recent.add(
        tenantOf(request).partnerId,
        request.headers[VISITOR_ID_HEADER],
        request.body.productId,
      ),
    }),
  );

  app.delete(
    "/recent-products/total",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Forgets every product the visitor viewed",
        headers: visitorHeadersSchema,
        response: listResponse,
      },
    },
    async (request) => ({
      rows: await recent.clear(tenantOf(request).partnerId, request.headers[VISITOR_ID_HEADER]),
    }),
  );

  app.delete(
    "/recent-products/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Forgets one viewed product (by product id); answers the updated list",
        headers: visitorHeadersSchema,
        params: z.object({ id: idParam }),
        response: listResponse,
      },
    },
    async (request) => ({
      rows: await recent.remove(
        tenantOf(request).partnerId,
        request.headers[VISITOR_ID_HEADER],
        request.params.id,
      ),
    }),
  );
};
