import { registerEndpoint } from "@api/lib/contract-route";
import { platformEndpoints as endpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas as schemas } from "@clinic/shared/contract/platform-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";

/** GET /docs/json: the OpenAPI document @fastify/swagger builds from the routes' zod schemas. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    endpoints.openApiDocument,
    schemas.openApiDocument,
    { tags: ["platform"], summary: "The OpenAPI document", hide: true, sharedErrors: [] },
    async () => app.swagger() as z.infer<typeof schemas.openApiDocument.response>,
  );
};
