import { clinicAccess, clinicIdOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import { notFound } from "@api/lib/http-error";
import { seoulDate } from "@api/storefront/terms/seoul-date";
import { type Database, eq, schema, withTenant } from "@clinic/db";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { versionsOf, withStates } from "./term-versions";

const { terms } = schema;

/**
 * The version history of a term for the console's term editor (read-only: versions are added by publishing a
 * term and never changed). Registered inside the signed-in console scope, next to the content routes.
 */
export const consoleTermVersionRoutes: FastifyPluginAsyncZod<{
  database: Database;
  now?: () => Date;
}> = async (app, { database, now = () => new Date() }) => {
  registerEndpoint(
    app,
    endpoints.termVersions,
    schemas.termVersions,
    {
      tags: CONSOLE_TAGS,
      summary: "약관: every stored version, newest effective date first, with its state today (Asia/Seoul)",
      responses: consoleErrors,
    },
    async (request) =>
      withTenant(
        database.db,
        clinicIdOf(request),
        async (tx) => {
          // Row-level security: another clinic's term id is not found, like an unknown one.
          const [term] = await tx.select({ id: terms.id }).from(terms).where(eq(terms.id, request.params.id));
          if (!term) throw notFound("term not found");
          return { rows: withStates(await versionsOf(tx, term.id), seoulDate(now())) };
        },
        { showDeleted: true },
      ),
    { onRequest: clinicAccess("STAFF") },
  );
};
