import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import type { SiteLink } from "@api/messaging/reservation-messages";
import type { AvailabilityAnswers } from "@api/storefront/schedules/availability-answers";
import type { Database } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerDeskBookingRoutes } from "./desk-booking-routes";
import { createPendingHub } from "./pending-stream";
import { createDeskService } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };
const changing = {
  tags: CONSOLE_TAGS,
  responses: {
    ...consoleErrors,
    409: apiErrorSchema.describe("Not allowed from the reservation's status (or before its time)"),
  },
};

/** The desk's status changes without a body, each its own route. */
const deskActions = [
  ["confirm", "confirmReservation"],
  ["visited", "markVisited"],
  ["no-show", "markNoShow"],
] as const;

/** The reservations desk (staff and owners) and the reservation schedule (read by staff, written by managers). */
export const consoleReservationRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** The storefront's availability answers, dropped for the clinic by every change made here. */
  answers: AvailabilityAnswers;
  /** The my-page link of patients' messages. */
  siteLink?: SiteLink;
}> = async (app, { database, answers, siteLink }) => {
  const desk = createDeskService(database, answers, siteLink);
  const staffAccess = { preHandler: clinicAccess("STAFF") };
  // Managers (실장) run the doctors' schedules (issue 27); owners include managers.
  const managerAccess = { preHandler: clinicAccess("MANAGER") };

  registerEndpoint(
    app,
    endpoints.desk,
    schemas.desk,
    {
      ...route,
      summary:
        "Reservations of Seoul dates from–to (at most 31 days) by time, filtered by status, doctor, type",
    },
    async (request) => desk.list(clinicIdOf(request), request.query),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.deskChanges,
    schemas.deskChanges,
    {
      ...route,
      summary: "The newest reservation change and how many changed since `since` (the desk polls this)",
    },
    async (request) => desk.changes(clinicIdOf(request), request.query.since),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.pendingReservations,
    schemas.pendingReservations,
    {
      ...route,
      summary: "Requests waiting for confirmation from today on (every date), oldest reservation time first",
    },
    async (request) => desk.pending(clinicIdOf(request)),
    staffAccess,
  );

  const hub = createPendingHub({
    database,
    summary: desk.pendingSummary,
    onError: (error) => app.log.warn({ err: error }, "pending queue summary failed"),
  });
  // Before the server waits for open connections: an open stream must never hold a graceful shutdown.
  app.addHook("preClose", hub.close);
  registerEndpoint(
    app,
    endpoints.pendingStream,
    schemas.pendingStream,
    {
      ...route,
      summary: "Server-sent events: `event: pending` with { count, latest } now and after every change",
      description:
        "The first event comes at once, another after each committed change of the clinic's reservations " +
        "(bursts gathered for 200 ms), a comment every 25 s keeps the connection alive. The stream ends after " +
        "10 minutes (the browser reconnects and the session is checked again) and when the server stops. " +
        "Never cached.",
    },
    async (request, reply) => {
      const stream = await hub.open(clinicIdOf(request));
      // The browser went away (or the web server's proxy did): stop writing to it.
      reply.raw.once("close", () => stream.destroy());
      return (
        reply
          .type("text/event-stream; charset=utf-8")
          .header("x-accel-buffering", "no")
          // The connection ends with the stream (a shutdown ends them all): none is left for the server to wait on.
          .header("connection", "close")
          .send(stream)
      );
    },
    {
      ...staffAccess,
      // After the console's own `private, no-store`: also no-cache and no-transform, so no proxy buffers or
      // compresses the events.
      onSend: async (_request, reply, payload) => {
        reply.header("cache-control", "private, no-cache, no-store, no-transform");
        return payload;
      },
    },
  );

  for (const [action, name] of deskActions) {
    registerEndpoint(
      app,
      endpoints[name],
      schemas[name],
      {
        ...changing,
        summary: `Marks a reservation ${action} (REQUESTED → CONFIRMED; CONFIRMED → VISITED | NO_SHOW once begun)`,
      },
      async (request) => desk.act(clinicIdOf(request), staffOf(request), request.params.id, action),
      staffAccess,
    );
  }

  registerEndpoint(
    app,
    endpoints.cancelReservation,
    schemas.cancelReservation,
    {
      ...changing,
      summary: "Cancels a requested or confirmed reservation with a reason and frees its places",
    },
    async (request) =>
      desk.act(clinicIdOf(request), staffOf(request), request.params.id, "cancel", request.body.reason),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.rescheduleReservation,
    schemas.rescheduleReservation,
    {
      ...changing,
      summary:
        "Moves a requested or confirmed reservation to another time (and doctor) under the booking rules; the patient is told",
    },
    async (request) =>
      desk.reschedule(clinicIdOf(request), staffOf(request), request.params.id, request.body),
    staffAccess,
  );

  registerDeskBookingRoutes(app, desk);

  registerEndpoint(
    app,
    endpoints.schedule,
    schemas.schedule,
    { ...route, summary: "Reservation settings, upcoming date overrides and doctors' weekly blocks" },
    async (request) => desk.schedule(clinicIdOf(request)),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.putSchedule,
    schemas.putSchedule,
    { ...route, summary: "Saves the reservation settings (managers)" },
    async (request) => desk.saveSettings(clinicIdOf(request), staffOf(request), request.body),
    managerAccess,
  );

  registerEndpoint(
    app,
    endpoints.addOverride,
    schemas.addOverride,
    {
      ...route,
      summary: "Adds a holiday or other hours on a date, replacing that date's override (managers)",
    },
    async (request) => desk.saveOverride(clinicIdOf(request), staffOf(request), request.body),
    managerAccess,
  );

  registerEndpoint(
    app,
    endpoints.removeOverride,
    schemas.removeOverride,
    { ...route, summary: "Deletes a date override (managers)" },
    async (request) => desk.removeOverride(clinicIdOf(request), staffOf(request), request.params.overrideId),
    managerAccess,
  );

  registerEndpoint(
    app,
    endpoints.putDoctorBlocks,
    schemas.putDoctorBlocks,
    { ...route, summary: "Replaces a doctor's weekly working blocks (managers)" },
    async (request) =>
      desk.saveDoctorBlocks(
        clinicIdOf(request),
        staffOf(request),
        request.params.employeeId,
        request.body.blocks,
      ),
    managerAccess,
  );

  // A doctor's day off or other hours on one date (issue 27, desk-grid)
  registerEndpoint(
    app,
    endpoints.putDoctorOverride,
    schemas.putDoctorOverride,
    {
      ...route,
      summary: "Saves a doctor's day off or other hours on a date, replacing that date's (managers)",
    },
    async (request) =>
      desk.saveDoctorOverride(
        clinicIdOf(request),
        staffOf(request),
        request.params.employeeId,
        request.params.date,
        request.body,
      ),
    managerAccess,
  );

  registerEndpoint(
    app,
    endpoints.deleteDoctorOverride,
    schemas.deleteDoctorOverride,
    { ...route, summary: "Deletes a doctor's date override (managers)" },
    async (request) =>
      desk.removeDoctorOverride(
        clinicIdOf(request),
        staffOf(request),
        request.params.employeeId,
        request.params.date,
      ),
    managerAccess,
  );
};
