import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import type { AvailabilityAnswers } from "@api/storefront/schedules/availability-answers";
import type { Database } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createPatientService } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };

/** Patient records (issue 27): staff search, read and edit them; managers and owners may erase one. */
export const consolePatientRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** Dropped for the clinic when an erasure frees booked places. */
  answers: AvailabilityAnswers;
}> = async (app, { database, answers }) => {
  const patients = createPatientService(database, answers);
  const staffAccess = { preHandler: clinicAccess("STAFF") };

  registerEndpoint(
    app,
    endpoints.patients,
    schemas.patients,
    {
      ...route,
      summary:
        "The clinic's patients, newest visit first, paged; `q` matches part of the name or of the phone's digits",
    },
    async (request) => patients.list(clinicIdOf(request), request.query),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.patient,
    schemas.patient,
    {
      ...route,
      summary:
        "A patient's record: memo, consents, linked member and guest accounts, counts and booking history",
    },
    async (request) => patients.get(clinicIdOf(request), request.params.id),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.updatePatient,
    schemas.updatePatient,
    { ...route, summary: "Changes a patient's name, memo or consents; audited by field name" },
    async (request) =>
      patients.update(clinicIdOf(request), staffOf(request), request.params.id, request.body),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.erasePatient,
    schemas.erasePatient,
    {
      tags: CONSOLE_TAGS,
      responses: {
        ...consoleErrors,
        409: apiErrorSchema.describe("The patient has a member account (the member withdraws themselves)"),
      },
      summary:
        "Privacy deletion (managers, owners): keeps the bookings' facts, erases the person, cancels future bookings",
    },
    async (request) => patients.erase(clinicIdOf(request), staffOf(request), request.params.id),
    { preHandler: clinicAccess("MANAGER") },
  );
};
