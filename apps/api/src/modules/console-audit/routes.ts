import { type Database, withTenant } from "@clinic/db";
import { auditPageSchema, auditQuerySchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CLINIC_BASE, clinicAccess, clinicIdOf, clinicParams } from "../console-auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "../console-auth/schemas";
import { listAudit } from "./repository";

export const consoleAuditRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    `${CLINIC_BASE}/audit`,
    {
      preHandler: clinicAccess("OWNER"),
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Who changed what in the clinic and when, newest first (owners)",
        params: clinicParams,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...consoleErrors },
      },
    },
    async (request) => {
      const partnerId = clinicIdOf(request);
      return withTenant(database.db, partnerId, (tx) =>
        listAudit(tx, partnerId, request.query.page, request.query.size),
      );
    },
  );
};
