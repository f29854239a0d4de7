import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const helloSchema = z.object({ hello: z.literal("world") });

/**
 * GET /hello: the cheapest answer this server can give (no database, no tenant), but through the same hooks,
 * validation and serialization as every route. `npm run bench` divides the API figures by it, so a slow machine
 * does not hide a slow route. Left out of the OpenAPI document: it is a measuring stick, not part of the API.
 */
export const helloRoute: FastifyPluginAsyncZod = async (app) => {
  app.get("/hello", { schema: { hide: true, response: { 200: helloSchema } } }, async () => ({
    hello: "world" as const,
  }));
};
