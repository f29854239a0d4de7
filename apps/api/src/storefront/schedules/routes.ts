import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import type { Database } from "@clinic/db";
import { MAX_AVAILABILITY_DAYS } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AvailabilityAnswers } from "./availability-answers";
import { createScheduleService } from "./schedule-service";

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const SCHEDULE_ROUTES: string[] = openApiPaths(
  endpoints.availableDates,
  endpoints.availableTimes,
  endpoints.availableEmployees,
);
/** GET paths above that answer 400/401/404 with the tenant header alone. */
export const SCHEDULE_ROUTES_NEEDING_INPUT: string[] = [...SCHEDULE_ROUTES];
/** Paths with only non-GET methods. */
export const SCHEDULE_OTHER_PATHS: string[] = [];

const TAGS = ["reservations"];

export const scheduleRoutes: FastifyPluginAsyncZod<{
  database: Database;
  answers: AvailabilityAnswers;
}> = async (app, { database, answers }) => {
  const schedules = createScheduleService(database, answers);

  // Free places change with every booking: a cache outside this process, which no booking can drop, would offer
  // times that are gone (this process holds answers a few seconds and drops them itself, availability-answers.ts).
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const route = { tags: TAGS };
  registerEndpoint(
    app,
    endpoints.availableDates,
    schemas.availableDates,
    {
      ...route,
      summary:
        "Dates (Asia/Seoul) with at least one free time for a visit or the given treatments, in [from, to] " +
        `(default today … today + reservationRange); 400 for a range over ${MAX_AVAILABILITY_DAYS} days`,
    },
    async (request) => schedules.availableDates(tenantOf(request).partnerId, request.query),
  );

  registerEndpoint(
    app,
    endpoints.availableTimes,
    schemas.availableTimes,
    {
      ...route,
      summary:
        "Every slot of one date with whether the reservation may start there and the places left (STRICT); " +
        "with employeeId, only starts that doctor works through",
    },
    async (request) => schedules.times(tenantOf(request).partnerId, request.query),
  );

  registerEndpoint(
    app,
    endpoints.availableEmployees,
    schemas.availableEmployees,
    {
      ...route,
      summary:
        "Visible doctors whose working block covers the whole reservation at reservedAt; none when the slot " +
        "is full (STRICT)",
    },
    async (request) => schedules.freeDoctors(tenantOf(request).partnerId, request.query),
  );
};
