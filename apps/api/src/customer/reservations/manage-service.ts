import { notFound } from "@api/lib/http-error";
import { recordReservationEvent, type SiteLink } from "@api/messaging/reservation-messages";
import type { AvailabilityAnswers } from "@api/storefront/schedules/availability-answers";
import {
  type AvailabilityService,
  createAvailabilityService,
} from "@api/storefront/schedules/availability-service";
import { type Database, type Tx, withTenant } from "@clinic/db";
import type { Reservation, ReservationReschedule, ReservationStatus, ReservationType } from "@clinic/shared";
import { alreadyCancelled, cancelClosed, changeClosed, notMovable } from "./errors";
import { isCancellable, presentAll, presentOne } from "./present";
import {
  findCancelCutoffMinutes,
  findReservation,
  findReservations,
  type ListFilter,
  type ReservationRow,
  updateStatus,
  updateTime,
} from "./repository";
import { releasePlaces } from "./slots";
import { planWindow, takePlannedPlaces } from "./window-places";

interface Paging {
  page: number;
  pageSize: number;
  status?: ReservationStatus | undefined;
}
export interface StaffQuery extends Paging {
  /** Seoul dates, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight of a Seoul date (UTC+9, no daylight saving); `nextDay` gives the end of that date (exclusive). */
const seoulStart = (date: string, nextDay = false) =>
  new Date(Date.parse(`${date}T00:00:00+09:00`) + (nextDay ? DAY_MS : 0));

const reservationNotFound = () => notFound("reservation not found");

/** Marks a reservation cancelled, gives its places back and writes the messages, in the caller's transaction. */
async function cancelIn(
  tx: Tx,
  partnerId: number,
  row: ReservationRow,
  by: "CUSTOMER" | "CLINIC",
  siteLink: SiteLink | undefined,
) {
  await releasePlaces(tx, partnerId, row);
  const cancelled = await updateStatus(tx, partnerId, row.id, { status: "CANCELLED", cancelledBy: by });
  const event =
    by === "CUSTOMER"
      ? { type: "cancelled-by-patient" as const }
      : { type: "cancelled-by-clinic" as const, reason: null };
  await recordReservationEvent(tx, partnerId, cancelled, event, siteLink);
  return cancelled;
}

/**
 * Reading and changing booked reservations: the customer's own, and the clinic staff's. Every committed change
 * drops the clinic's availability answers (a cancel frees places; the rest cost one fresh read).
 */
export function createManageService(
  database: Database,
  answers: AvailabilityAnswers,
  siteLink?: SiteLink,
  availability: AvailabilityService = createAvailabilityService(database),
) {
  const page = async (partnerId: number, filter: ListFilter, paging: Paging, newestFirst: boolean) =>
    withTenant(database.db, partnerId, async (tx) => {
      const { rows, total } = await findReservations(tx, partnerId, filter, {
        limit: paging.pageSize,
        offset: (paging.page - 1) * paging.pageSize,
        newestFirst,
      });
      return {
        rows: await presentAll(tx, partnerId, rows),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      };
    });

  /** Locks the reservation, refuses a cancelled one, and runs `change` on it. */
  const change = (
    partnerId: number,
    id: number,
    owner: number | undefined,
    changeFn: (tx: Tx, row: ReservationRow) => Promise<ReservationRow>,
  ): Promise<Reservation> =>
    withTenant(database.db, partnerId, async (tx) => {
      const row = await findReservation(tx, partnerId, id, {
        forUpdate: true,
        ...(owner === undefined ? {} : { customerId: owner }),
      });
      if (!row) throw reservationNotFound();
      if (row.status === "CANCELLED") throw alreadyCancelled();
      return presentOne(tx, partnerId, await changeFn(tx, row));
    }).then((changed) => {
      answers.forget(partnerId);
      return changed;
    });

  return {
    /** The customer's own reservations, newest reservation time first. */
    listOwn: (partnerId: number, customerId: number, query: Paging) =>
      page(partnerId, { customerId, status: query.status }, query, true),

    /** One of the customer's own reservations; anyone else's is a 404, as if it did not exist. */
    getOwn: (partnerId: number, customerId: number, id: number) =>
      withTenant(database.db, partnerId, async (tx) => {
        const row = await findReservation(tx, partnerId, id, { customerId });
        if (!row) throw reservationNotFound();
        return presentOne(tx, partnerId, row);
      }),

    /** Cancels the customer's own reservation before the clinic's cut-off. */
    cancelOwn: (partnerId: number, customerId: number, id: number) =>
      change(partnerId, id, customerId, async (tx, row) => {
        const cutoff = await findCancelCutoffMinutes(tx, partnerId);
        if (!isCancellable(row, cutoff, new Date())) throw cancelClosed();
        return cancelIn(tx, partnerId, row, "CUSTOMER", siteLink);
      }),

    /**
     * The customer moves their own booking (issue 27): only while they could still cancel it (the clinic's
     * cut-off), and only to a time the widget would offer (notice, hours, range, the doctor's days, capacity),
     * checked in this transaction as the desk's reschedule is. The booking's own places are given back first, so a
     * move within its own slot works; any refusal (409) rolls everything back. A clinic that confirms bookings by
     * hand gets the moved booking back as a request. The patient is told (RESERVATION_RESCHEDULED) and the
     * reminders follow the new time.
     */
    moveOwn: (partnerId: number, customerId: number, id: number, body: ReservationReschedule) =>
      change(partnerId, id, customerId, async (tx, row) => {
        if (row.status !== "REQUESTED" && row.status !== "CONFIRMED") throw notMovable();
        const cutoff = await findCancelCutoffMinutes(tx, partnerId);
        if (!isCancellable(row, cutoff, new Date())) throw changeClosed();
        const employeeId = body.employeeId ?? row.employeeId;
        const reservedAt = new Date(body.reservedAt);
        if (reservedAt.getTime() === row.reservedAt.getTime() && employeeId === row.employeeId) return row;
        await releasePlaces(tx, partnerId, row);
        const plan = await planWindow(tx, availability, partnerId, {
          type: row.type as ReservationType,
          reservedAt,
          durationMinutes: row.durationMinutes,
          ...(employeeId === null ? {} : { employeeId }),
        });
        await takePlannedPlaces(tx, partnerId, plan);
        let moved = await updateTime(tx, partnerId, row.id, { reservedAt, employeeId });
        if (moved.status === "CONFIRMED" && (plan.requestsOnly || plan.reservationConfirm))
          moved = await updateStatus(tx, partnerId, row.id, { status: "REQUESTED" });
        await recordReservationEvent(
          tx,
          partnerId,
          moved,
          { type: "rescheduled", previousReservedAt: row.reservedAt, byPatient: true },
          siteLink,
        );
        return moved;
      }),

    /** The clinic's reservations by reservation time, optionally within Seoul dates. */
    listForStaff: (partnerId: number, query: StaffQuery) =>
      page(
        partnerId,
        {
          status: query.status,
          from: query.from === undefined ? undefined : seoulStart(query.from),
          to: query.to === undefined ? undefined : seoulStart(query.to, true),
        },
        query,
        false,
      ),

    /** REQUESTED → CONFIRMED; confirming a confirmed reservation changes nothing. */
    confirm: (partnerId: number, id: number) =>
      change(partnerId, id, undefined, async (tx, row) => {
        if (row.status === "CONFIRMED") return row;
        const confirmed = await updateStatus(tx, partnerId, row.id, { status: "CONFIRMED" });
        await recordReservationEvent(tx, partnerId, confirmed, { type: "confirmed" }, siteLink);
        return confirmed;
      }),

    /** The clinic cancels at any time (no cut-off); the places are freed. */
    cancelByClinic: (partnerId: number, id: number) =>
      change(partnerId, id, undefined, (tx, row) => cancelIn(tx, partnerId, row, "CLINIC", siteLink)),
  };
}

export type ManageService = ReturnType<typeof createManageService>;
