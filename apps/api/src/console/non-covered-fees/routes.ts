import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import type { Database } from "@clinic/db";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createConsoleNonCoveredFeeService } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };

/**
 * The 비급여 진료비용 page (issue 25): every staff member of the clinic may keep prices current, as with the
 * treatments' prices in the content section. Checked on request, before validation. Audited; the storefront
 * sees a save at once through the tables' change announcements.
 */
export const consoleNonCoveredFeeRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const fees = createConsoleNonCoveredFeeService(database);
  const staffAccess = { onRequest: clinicAccess("STAFF") };

  registerEndpoint(
    app,
    endpoints.nonCoveredFees,
    schemas.nonCoveredFees,
    { ...route, summary: "비급여 진료비용: every item in order, the notes and the date of the last change" },
    (request) => fees.get(clinicIdOf(request)),
    staffAccess,
  );
  registerEndpoint(
    app,
    endpoints.putNonCoveredFees,
    schemas.putNonCoveredFees,
    {
      ...route,
      summary:
        "Replace the 비급여 진료비용 items and notes (the date of the last change moves when they differ)",
    },
    (request) => fees.put(clinicIdOf(request), staffOf(request), request.body),
    staffAccess,
  );
};
