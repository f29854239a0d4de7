import { clinicAccess, clinicIdOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import { type Database, withTenant } from "@clinic/db";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditActors, listAudit } from "./repository";

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
      summary:
        "Who (name, role) changed what (a link, before → after) and when, newest first; filters by account, " +
        "kind and Seoul days (owners)",
      responses: consoleErrors,
    },
    async (request) => {
      const partnerId = clinicIdOf(request);
      return withTenant(database.db, partnerId, async (tx) => ({
        ...(await listAudit(tx, partnerId, request.query)),
        actors: await auditActors(tx, partnerId),
      }));
    },
    { preHandler: clinicAccess("OWNER") },
  );
};
