import { clinicAccess, clinicIdOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import { type Database, withTenant } from "@clinic/db";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAudit } from "./repository";

export const consoleAuditRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  registerEndpoint(
    app,
    endpoints.audit,
    schemas.audit,
    {
      tags: CONSOLE_TAGS,
      summary: "Who changed what in the clinic and when, newest first (owners)",
      responses: consoleErrors,
    },
    async (request) => {
      const partnerId = clinicIdOf(request);
      return withTenant(database.db, partnerId, (tx) =>
        listAudit(tx, partnerId, request.query.page, request.query.size),
      );
    },
    { preHandler: clinicAccess("OWNER") },
  );
};
