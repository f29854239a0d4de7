import { registerEndpoint } from "@api/lib/contract-route";
import { databaseUnavailable } from "@api/lib/http-error";
import type { Database } from "@clinic/db";
import { platformEndpoints as endpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas as schemas } from "@clinic/shared/contract/platform-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { helloRoute } from "./hello-route";

/** Short, so a load balancer's probe does not hang on a stuck database. */
export const HEALTH_PING_TIMEOUT_MS = 2_000;

/** GET /health: 200 when the database answers, 503 (error shape) when it does not. No tenant needed. Also GET /hello. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  await app.register(helloRoute);
  registerEndpoint(
    app,
    endpoints.health,
    schemas.health,
    { tags: ["platform"], summary: "Liveness and database reachability", sharedErrors: [500, 503] },
    async (request) => {
      try {
        await database.ping(HEALTH_PING_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, "database ping failed");
        throw databaseUnavailable();
      }
      return { status: "ok" as const };
    },
  );
};
