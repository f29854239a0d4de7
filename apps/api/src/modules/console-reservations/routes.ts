import type { Database } from "@clinic/db";
import {
  apiErrorSchema,
  deskCancelBodySchema,
  deskChangesQuerySchema,
  deskChangesSchema,
  deskListSchema,
  deskQuerySchema,
  deskReservationSchema,
  doctorBlocksBodySchema,
  idParam,
  scheduleOverrideBodySchema,
  scheduleSchema,
  scheduleSettingsSchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CLINIC_BASE, clinicAccess, clinicIdOf, clinicParams, staffOf } from "../console-auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "../console-auth/schemas";
import type { AvailabilityAnswers } from "../schedules/availability-answers";
import { createDeskService } from "./service";

const DESK = `${CLINIC_BASE}/reservations`;
const SCHEDULE = `${CLINIC_BASE}/schedule`;
const reservationParams = clinicParams.extend({ id: idParam });
const changed = {
  200: deskReservationSchema,
  ...consoleErrors,
  409: apiErrorSchema.describe("Not allowed from the reservation's status (or before its time)"),
};
const scheduleAnswer = { 200: scheduleSchema, ...consoleErrors };

/** The reservations desk (staff and owners) and the reservation schedule (read by staff, written by owners). */
export const consoleReservationRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** The storefront's availability answers, dropped for the clinic by every change made here. */
  answers: AvailabilityAnswers;
}> = async (app, { database, answers }) => {
  const desk = createDeskService(database, answers);
  const staffAccess = clinicAccess("STAFF");
  const ownerAccess = clinicAccess("OWNER");

  app.get(
    DESK,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "Reservations of Seoul dates from–to (at most 31 days) by time, filtered by status, doctor, type",
        params: clinicParams,
        querystring: deskQuerySchema,
        response: { 200: deskListSchema, ...consoleErrors },
      },
    },
    async (request) => desk.list(clinicIdOf(request), request.query),
  );

  app.get(
    `${DESK}/changes`,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "The newest reservation change and how many changed since `since` (the desk polls this)",
        params: clinicParams,
        querystring: deskChangesQuerySchema,
        response: { 200: deskChangesSchema, ...consoleErrors },
      },
    },
    async (request) => desk.changes(clinicIdOf(request), request.query.since),
  );

  for (const action of ["confirm", "visited", "no-show"] as const) {
    app.put(
      `${DESK}/:id/${action}`,
      {
        preHandler: staffAccess,
        schema: {
          tags: CONSOLE_TAGS,
          summary: `Marks a reservation ${action} (REQUESTED → CONFIRMED; CONFIRMED → VISITED | NO_SHOW once begun)`,
          params: reservationParams,
          response: changed,
        },
      },
      async (request) => desk.act(clinicIdOf(request), staffOf(request), request.params.id, action),
    );
  }

  app.put(
    `${DESK}/:id/cancel`,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Cancels a requested or confirmed reservation with a reason and frees its places",
        params: reservationParams,
        body: deskCancelBodySchema,
        response: changed,
      },
    },
    async (request) =>
      desk.act(clinicIdOf(request), staffOf(request), request.params.id, "cancel", request.body.reason),
  );

  app.get(
    SCHEDULE,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Reservation settings, upcoming date overrides and doctors' weekly blocks",
        params: clinicParams,
        response: scheduleAnswer,
      },
    },
    async (request) => desk.schedule(clinicIdOf(request)),
  );

  app.put(
    SCHEDULE,
    {
      preHandler: ownerAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Saves the reservation settings (owners)",
        params: clinicParams,
        body: scheduleSettingsSchema,
        response: scheduleAnswer,
      },
    },
    async (request) => desk.saveSettings(clinicIdOf(request), staffOf(request), request.body),
  );

  app.post(
    `${SCHEDULE}/overrides`,
    {
      preHandler: ownerAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Adds a holiday or other hours on a date, replacing that date's override (owners)",
        params: clinicParams,
        body: scheduleOverrideBodySchema,
        response: scheduleAnswer,
      },
    },
    async (request) => desk.saveOverride(clinicIdOf(request), staffOf(request), request.body),
  );

  app.delete(
    `${SCHEDULE}/overrides/:overrideId`,
    {
      preHandler: ownerAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Deletes a date override (owners)",
        params: clinicParams.extend({ overrideId: idParam }),
        response: scheduleAnswer,
      },
    },
    async (request) => desk.removeOverride(clinicIdOf(request), staffOf(request), request.params.overrideId),
  );

  app.put(
    `${SCHEDULE}/doctors/:employeeId`,
    {
      preHandler: ownerAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Replaces a doctor's weekly working blocks (owners)",
        params: clinicParams.extend({ employeeId: idParam }),
        body: doctorBlocksBodySchema,
        response: scheduleAnswer,
      },
    },
    async (request) =>
      desk.saveDoctorBlocks(
        clinicIdOf(request),
        staffOf(request),
        request.params.employeeId,
        request.body.blocks,
      ),
  );
};
