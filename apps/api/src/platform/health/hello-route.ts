import { registerEndpoint } from "@api/lib/contract-route";
import { platformEndpoints as endpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas as schemas } from "@clinic/shared/contract/platform-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * GET /hello: the cheapest answer this server can give (no database, no tenant), but through the same hooks,
 * validation and serialization as every route. `npm run bench` divides the API figures by it, so a slow machine
 * does not hide a slow route. Left out of the OpenAPI document: it is a measuring stick, not part of the API.
 */
export const helloRoute: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    endpoints.hello,
    schemas.hello,
    { tags: ["platform"], summary: "The bench's measuring stick", hide: true, sharedErrors: [] },
    async () => ({ hello: "world" as const }),
  );
};
