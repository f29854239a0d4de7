import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({}),
  paths: z.looseObject({}),
});

/** GET /docs/json: the OpenAPI document @fastify/swagger builds from the routes' zod schemas. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/docs/json",
    { schema: { hide: true, response: { 200: openApiDocumentSchema } } },
    async () => app.swagger() as z.infer<typeof openApiDocumentSchema>,
  );
};
