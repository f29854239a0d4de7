import { recordAudit } from "@api/console/audit/repository";
import { mayReach } from "@api/console/auth/guard";
import { badField } from "@api/customer/reservations/errors";
import { distinct, requireFitOptions, resolveLines } from "@api/customer/reservations/lines";
import {
  findEmployeeNames,
  findItems,
  findReservation,
  insertItems,
  insertReservation,
  type ReservationRow,
} from "@api/customer/reservations/repository";
import { HttpError, notFound } from "@api/lib/http-error";
import { recordReservationEvent, type SiteLink } from "@api/messaging/reservation-messages";
import { durationOf } from "@api/storefront/schedules/availability-service";
import { loadSchedule } from "@api/storefront/schedules/schedule-loader";
import { dayOfDate, seoulDayOf } from "@api/storefront/schedules/seoul-time";
import type { Tx } from "@clinic/db";
import {
  type DeskBookingCreate,
  type DeskBookingUpdate,
  type DeskReservation,
  type DeskSlots,
  type DeskSlotsQuery,
  deskBookingMessages,
  type ReservationType,
  type Staff,
} from "@clinic/shared";
import {
  findBookableOptions,
  findMemberByPhone,
  guestForPhone,
  patchReservation,
  recordPrivacyConsent,
  replaceItems,
} from "./desk-bookings-repository";
import { DESK, type DeskOverride, type DeskPlaces } from "./desk-places";

const OPTIONS_FIELD = "body.productOptionIds";
const refusedBy = (message: string, code: string) => new HttpError(409, code, message);

/** What the desk service lends the bookings: its tenant transactions and the desk's presentation. */
export interface DeskBookingDeps {
  tenant: <T>(partnerId: number, work: (tx: Tx) => Promise<T>) => Promise<T>;
  /** A tenant transaction after which the clinic's availability answers are dropped. */
  change: <T>(partnerId: number, work: (tx: Tx) => Promise<T>) => Promise<T>;
  present: (tx: Tx, partnerId: number, row: ReservationRow) => Promise<DeskReservation>;
  places: DeskPlaces;
  siteLink: SiteLink | undefined;
}

/** Only managers and owners may book beyond the capacity; a STAFF account asking is a 403, before anything else. */
function requireOverrideRight(staff: Staff, partnerId: number, override: DeskOverride | undefined) {
  if (override && !mayReach(staff, partnerId, "MANAGER"))
    throw new HttpError(403, "capacity override needs a manager", deskBookingMessages.overrideForbidden);
}

/** A doctor of this clinic, or a 400 on the field (the foreign key would otherwise answer a 500). */
async function requireDoctor(tx: Tx, partnerId: number, employeeId: number | null | undefined) {
  if (employeeId === null || employeeId === undefined) return;
  const names = await findEmployeeNames(tx, partnerId, [employeeId]);
  if (!names.has(employeeId))
    throw badField("body.employeeId", "선택한 의료진을 찾을 수 없습니다. 다시 선택해 주세요.");
}

const withDoctor = (employeeId: number | null) => (employeeId === null ? {} : { employeeId });

/**
 * Bookings the desk takes and edits (issue 27). Every window goes through DeskPlaces, the path the desk's
 * reschedule also takes, so a phone booking and a widget booking race for the same conditional UPDATE of the slot.
 */
export function createDeskBookings({ tenant, change, present, places, siteLink }: DeskBookingDeps) {
  return {
    /** The times of a date for the desk's booking form: the widget's, without the minimum notice. */
    slots: (partnerId: number, query: DeskSlotsQuery): Promise<DeskSlots> =>
      tenant(partnerId, async (tx) => {
        const durationMinutes = await durationOf(tx, partnerId, query.type, distinct(query.productOptionIds));
        const day = dayOfDate(query.date);
        const doctors = query.employeeId === undefined ? undefined : [query.employeeId];
        const { engine } = await loadSchedule(tx, partnerId, { firstDay: day, lastDay: day, doctors });
        const request = { durationMinutes, employeeId: query.employeeId };
        const slots = engine.slotsOf(query.date, request, new Date(), DESK);
        return { date: query.date, slots };
      }),

    /** The treatments the booking form offers. */
    treatments: (partnerId: number) =>
      tenant(partnerId, async (tx) => ({ options: await findBookableOptions(tx, partnerId) })),

    /**
     * A booking taken by phone: CONFIRMED, channel DESK, under the member with that phone (it shows on their
     * my-page) or else the phone's guest customer. The patient record is joined by the database's trigger and
     * given the consent the patient gave on the phone.
     */
    create: (partnerId: number, staff: Staff, body: DeskBookingCreate) =>
      change(partnerId, async (tx) => {
        requireOverrideRight(staff, partnerId, body.override);
        const ids = distinct(body.productOptionIds);
        requireFitOptions(body.type, ids, OPTIONS_FIELD);
        const employeeId = body.employeeId ?? null;
        await requireDoctor(tx, partnerId, employeeId);
        const lines = await resolveLines(tx, partnerId, ids, OPTIONS_FIELD);
        const window = {
          type: body.type,
          reservedAt: new Date(body.reservedAt),
          durationMinutes: await durationOf(tx, partnerId, body.type, ids),
          ...withDoctor(employeeId),
        };
        const { overridden } = await places.place(tx, partnerId, window, body.override);
        const customer =
          (await findMemberByPhone(tx, partnerId, body.phone)) ??
          (await guestForPhone(tx, partnerId, body.phone, body.name));
        const row = await insertReservation(tx, {
          partnerId,
          customerId: customer.id,
          type: body.type,
          status: "CONFIRMED",
          reservedAt: window.reservedAt,
          durationMinutes: window.durationMinutes,
          employeeId,
          name: body.name,
          phone: body.phone,
          memo: body.memo ?? null,
          totalPrice: lines.reduce((sum, line) => sum + line.price, 0),
          idempotencyKey: null,
          utm: null,
          channel: "DESK",
          language: body.language,
          createdByStaffId: staff.id,
          capacityOverrideReason: overridden ? (body.override?.reason ?? null) : null,
        });
        await insertItems(
          tx,
          partnerId,
          row.id,
          lines.map(({ originalPrice: _listPrice, ...line }) => line),
        );
        if (row.patientId !== null) await recordPrivacyConsent(tx, partnerId, row.patientId);
        const target = `reservation:${row.id}`;
        await recordAudit(tx, partnerId, staff, {
          action: "reservation.create",
          target,
          detail: { channel: "DESK", reservedAt: row.reservedAt.toISOString(), type: row.type },
        });
        if (overridden)
          await recordAudit(tx, partnerId, staff, {
            action: "reservation.override",
            target,
            detail: { reason: body.override?.reason, reservedAt: row.reservedAt.toISOString() },
          });
        await recordReservationEvent(tx, partnerId, row, { type: "created" }, siteLink);
        return present(tx, partnerId, row);
      }),

    /**
     * Edits an open booking: time, doctor, treatments (and with them length and price) and memo. A change of
     * time, doctor or length is checked like a booking (its own places count as free); a new time is told to the
     * patient (RESERVATION_RESCHEDULED).
     */
    update: (partnerId: number, staff: Staff, id: number, body: DeskBookingUpdate) =>
      change(partnerId, async (tx) => {
        requireOverrideRight(staff, partnerId, body.override);
        const row = await findReservation(tx, partnerId, id, { forUpdate: true });
        if (!row) throw notFound("reservation not found");
        if (row.status !== "REQUESTED" && row.status !== "CONFIRMED")
          throw refusedBy(deskBookingMessages.notEditable, "reservation not editable");

        const type = body.type ?? (row.type as ReservationType);
        const itemsChange = body.type !== undefined || body.productOptionIds !== undefined;
        let lines: Awaited<ReturnType<typeof resolveLines>> | null = null;
        let durationMinutes = row.durationMinutes;
        if (itemsChange) {
          const current = (await findItems(tx, partnerId, [row.id])).map((item) => item.productOptionId);
          const ids = distinct(body.productOptionIds ?? (type === row.type ? current : []));
          requireFitOptions(type, ids, OPTIONS_FIELD);
          lines = await resolveLines(tx, partnerId, ids, OPTIONS_FIELD);
          durationMinutes = await durationOf(tx, partnerId, type, ids);
        }
        const employeeId = body.employeeId === undefined ? row.employeeId : body.employeeId;
        if (employeeId !== row.employeeId) await requireDoctor(tx, partnerId, employeeId);
        const reservedAt = body.reservedAt === undefined ? row.reservedAt : new Date(body.reservedAt);
        const timeChanged = reservedAt.getTime() !== row.reservedAt.getTime();
        const moving =
          timeChanged || employeeId !== row.employeeId || durationMinutes !== row.durationMinutes;

        const overridden = moving
          ? (
              await places.move(
                tx,
                partnerId,
                row,
                { type, reservedAt, durationMinutes, ...withDoctor(employeeId) },
                body.override,
              )
            ).overridden
          : false;
        if (lines)
          await replaceItems(
            tx,
            partnerId,
            row.id,
            lines.map(({ originalPrice: _listPrice, ...line }) => line),
          );
        const changed = await patchReservation(tx, partnerId, row.id, {
          reservedAt,
          employeeId,
          type,
          durationMinutes,
          ...(lines ? { totalPrice: lines.reduce((sum, line) => sum + line.price, 0) } : {}),
          ...(body.memo === undefined ? {} : { memo: body.memo }),
          // A move within the schedule no longer needs the earlier override; a new one replaces it.
          ...(moving ? { capacityOverrideReason: overridden ? (body.override?.reason ?? null) : null } : {}),
        });
        const target = `reservation:${row.id}`;
        await recordAudit(tx, partnerId, staff, {
          action: "reservation.update",
          target,
          detail: {
            ...(timeChanged ? { from: row.reservedAt.toISOString(), to: reservedAt.toISOString() } : {}),
            ...(employeeId === row.employeeId
              ? {}
              : { employeeFrom: row.employeeId, employeeTo: employeeId }),
            ...(lines ? { type, productOptionIds: lines.map((line) => line.productOptionId) } : {}),
            ...(body.memo === undefined ? {} : { memo: true }),
          },
        });
        if (overridden)
          await recordAudit(tx, partnerId, staff, {
            action: "reservation.override",
            target,
            detail: { reason: body.override?.reason, reservedAt: reservedAt.toISOString() },
          });
        if (timeChanged)
          await recordReservationEvent(
            tx,
            partnerId,
            changed,
            { type: "rescheduled", previousReservedAt: row.reservedAt },
            siteLink,
          );
        return present(tx, partnerId, changed);
      }),

    /**
     * The patient arrived: allowed on the booking's Seoul day (also before its time). A REQUESTED booking is
     * confirmed by it (the patient is at the counter, so no confirmation message is sent).
     */
    checkIn: (partnerId: number, staff: Staff, id: number) =>
      change(partnerId, async (tx) => {
        const row = await findReservation(tx, partnerId, id, { forUpdate: true });
        if (!row) throw notFound("reservation not found");
        if (row.status !== "REQUESTED" && row.status !== "CONFIRMED")
          throw refusedBy(deskBookingMessages.checkInStatus, "invalid status transition");
        if (row.checkedInAt) throw refusedBy(deskBookingMessages.alreadyCheckedIn, "already checked in");
        if (seoulDayOf(row.reservedAt) !== seoulDayOf(Date.now()))
          throw refusedBy(deskBookingMessages.checkInDay, "check-in outside the booking's day");
        const changed = await patchReservation(tx, partnerId, row.id, {
          status: "CONFIRMED",
          checkedInAt: new Date(),
        });
        await recordAudit(tx, partnerId, staff, {
          action: "reservation.check-in",
          target: `reservation:${row.id}`,
          detail: { from: row.status, to: "CONFIRMED" },
        });
        return present(tx, partnerId, changed);
      }),

    /** VISITED or NO_SHOW back to CONFIRMED, on the Seoul day the mark was made only. */
    undo: (partnerId: number, staff: Staff, id: number) =>
      change(partnerId, async (tx) => {
        const row = await findReservation(tx, partnerId, id, { forUpdate: true });
        if (!row) throw notFound("reservation not found");
        if (row.status !== "VISITED" && row.status !== "NO_SHOW")
          throw refusedBy(deskBookingMessages.undoStatus, "invalid status transition");
        if (!row.outcomeAt || seoulDayOf(row.outcomeAt) !== seoulDayOf(Date.now()))
          throw refusedBy(deskBookingMessages.undoDay, "undo after the day of the mark");
        const changed = await patchReservation(tx, partnerId, row.id, {
          status: "CONFIRMED",
          outcomeAt: null,
        });
        await recordAudit(tx, partnerId, staff, {
          action: "reservation.undo",
          target: `reservation:${row.id}`,
          detail: { from: row.status, to: "CONFIRMED", markedAt: row.outcomeAt.toISOString() },
        });
        return present(tx, partnerId, changed);
      }),
  };
}
