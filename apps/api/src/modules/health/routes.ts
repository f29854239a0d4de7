import type { Database } from "@clinic/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { databaseUnavailable } from "../../lib/http-error";
import { errorResponses } from "../../lib/route-schemas";
import { helloRoute } from "./hello-route";

/** Short, so a load balancer's probe does not hang on a stuck database. */
export const HEALTH_PING_TIMEOUT_MS = 2_000;

const healthSchema = z.object({ status: z.literal("ok") });

/** GET /health: 200 when the database answers, 503 (error shape) when it does not. No tenant needed. Also GET /hello. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  await app.register(helloRoute);
  app.get(
    "/health",
    {
      schema: {
        tags: ["platform"],
        summary: "Liveness and database reachability",
        response: { 200: healthSchema, 500: errorResponses[500], 503: errorResponses[503] },
      },
    },
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
