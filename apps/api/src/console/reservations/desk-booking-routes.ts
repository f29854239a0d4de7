import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint, type ZodApp } from "@api/lib/contract-route";
import { apiErrorSchema } from "@clinic/shared";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { DeskService } from "./service";

const refusing = {
  tags: CONSOLE_TAGS,
  responses: {
    ...consoleErrors,
    409: apiErrorSchema.describe("Refused by the schedule (full, closed, the doctor off) or by the status"),
  },
};

/**
 * Bookings by staff (issue 27): a phone booking, an edit, the check-in and the undo, all for staff; only the
 * capacity override inside them needs a manager or owner (the service answers a staff account's 403).
 */
export function registerDeskBookingRoutes(app: ZodApp, desk: DeskService): void {
  const staffAccess = { preHandler: clinicAccess("STAFF") };
  const { bookings } = desk;

  registerEndpoint(
    app,
    endpoints.deskSlots,
    schemas.deskSlots,
    {
      tags: CONSOLE_TAGS,
      responses: consoleErrors,
      summary: "The times of a date for a desk booking (the widget's rules without the minimum notice)",
    },
    async (request) => bookings.slots(clinicIdOf(request), request.query),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.createDeskReservation,
    schemas.createDeskReservation,
    {
      ...refusing,
      summary:
        "Books a patient by phone (CONFIRMED, channel DESK) under the booking rules; `override` (managers) books beyond them",
    },
    async (request, reply) => {
      const created = await bookings.create(clinicIdOf(request), staffOf(request), request.body);
      return reply.code(201).send(created);
    },
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.updateDeskReservation,
    schemas.updateDeskReservation,
    {
      ...refusing,
      summary:
        "Edits a requested or confirmed booking (time, doctor, treatments, memo); a move is checked like a booking",
    },
    async (request) =>
      bookings.update(clinicIdOf(request), staffOf(request), request.params.id, request.body),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.checkInReservation,
    schemas.checkInReservation,
    {
      ...refusing,
      summary:
        "Checks the patient in on the booking's day (also before its time); a request is confirmed by it",
    },
    async (request) => bookings.checkIn(clinicIdOf(request), staffOf(request), request.params.id),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.undoReservationOutcome,
    schemas.undoReservationOutcome,
    { ...refusing, summary: "Puts a visited or no-show booking back to confirmed, on the day it was marked" },
    async (request) => bookings.undo(clinicIdOf(request), staffOf(request), request.params.id),
    staffAccess,
  );
}
