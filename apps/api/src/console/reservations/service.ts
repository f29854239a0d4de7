import { recordAudit } from "@api/console/audit/repository";
import { presentAll } from "@api/customer/reservations/present";
import {
  findReservation,
  type ReservationRow,
  updateStatus,
  updateTime,
} from "@api/customer/reservations/repository";
import { releasePlaces } from "@api/customer/reservations/slots";
import { HttpError, notFound } from "@api/lib/http-error";
import { recordReservationEvent, type SiteLink } from "@api/messaging/reservation-messages";
import type { AvailabilityAnswers } from "@api/storefront/schedules/availability-answers";
import { createAvailabilityService } from "@api/storefront/schedules/availability-service";
import { findSettings, findWeeklyHours } from "@api/storefront/schedules/repository";
import { DAY_MS, dateOfDay, seoulDayOf } from "@api/storefront/schedules/seoul-time";
import { type Database, type Tx, withTenant } from "@clinic/db";
import {
  DEFAULT_LANGUAGE,
  type DeskAction,
  type DeskQuery,
  type DeskRescheduleBody,
  type DeskReservation,
  type DoctorOverrideBody,
  deskMessages,
  isLanguage,
  PENDING_ROWS_LIMIT,
  type PendingSummary,
  type ReservationType,
  type ScheduleOverrideBody,
  type ScheduleSettings,
  type Staff,
} from "@clinic/shared";
import { createDeskBookings } from "./desk-bookings";
import { patchReservation } from "./desk-bookings-repository";
import { createDeskPlaces } from "./desk-places";
import {
  deleteDoctorOverride,
  deleteOverride,
  findAllBlocks,
  findChanges,
  findDeskRows,
  findDoctorList,
  findDoctorOverridesFrom,
  findOverridesFrom,
  findPendingSummary,
  replaceBlocks,
  setCancelReason,
  upsertDoctorOverride,
  upsertOverride,
  upsertSettings,
} from "./repository";

/** Midnight of a Seoul date (UTC+9, no daylight saving). */
const seoulMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00+09:00`));
/** Midnight (Seoul) of today: the pending queue leaves out requests of past days, which nobody can still confirm usefully. */
const todayStart = () => seoulMidnight(dateOfDay(seoulDayOf(Date.now())));
const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

const invalidTransition = (message: string = deskMessages.transition) =>
  new HttpError(409, "invalid status transition", message);

/** Where each action may start from, and where it leads. */
const TRANSITIONS: Record<DeskAction, { from: readonly string[]; to: string; audit: string }> = {
  confirm: { from: ["REQUESTED"], to: "CONFIRMED", audit: "reservation.confirm" },
  cancel: { from: ["REQUESTED", "CONFIRMED"], to: "CANCELLED", audit: "reservation.cancel" },
  visited: { from: ["CONFIRMED"], to: "VISITED", audit: "reservation.visited" },
  "no-show": { from: ["CONFIRMED"], to: "NO_SHOW", audit: "reservation.no-show" },
};

async function presentDesk(tx: Tx, partnerId: number, rows: ReservationRow[]): Promise<DeskReservation[]> {
  const presented = await presentAll(tx, partnerId, rows);
  return presented.map((reservation, index) => {
    const row = rows[index] as ReservationRow;
    const by = row.cancelledBy;
    return {
      ...reservation,
      cancelledBy: by === "CUSTOMER" || by === "CLINIC" ? by : null,
      cancelReason: row.cancelReason,
      patientId: row.patientId,
      channel: row.channel === "DESK" ? "DESK" : "ONLINE",
      capacityOverrideReason: row.capacityOverrideReason,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      outcomeAt: row.outcomeAt?.toISOString() ?? null,
      language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    };
  });
}

/** 404 unless the employee is one of the clinic's doctors. */
async function requireDoctor(tx: Tx, partnerId: number, employeeId: number): Promise<void> {
  const doctors = await findDoctorList(tx, partnerId);
  if (!doctors.some((doctor) => doctor.id === employeeId)) throw notFound("doctor not found");
}

/**
 * The console's reservations desk and the clinic's reservation schedule. Every committed change (a desk action,
 * a settings or override save, a doctor's blocks) drops the clinic's availability answers: reservation_settings
 * and schedule_overrides announce nothing, so the storefront's calendar would otherwise wait out their window.
 */
export function createDeskService(database: Database, answers: AvailabilityAnswers, siteLink?: SiteLink) {
  const availability = createAvailabilityService(database);
  const places = createDeskPlaces(availability);
  const tenant = <T>(partnerId: number, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, work);
  const change = async <T>(partnerId: number, work: (tx: Tx) => Promise<T>) => {
    const changed = await tenant(partnerId, work);
    answers.forget(partnerId);
    return changed;
  };

  const readSchedule = async (tx: Tx, partnerId: number) => {
    const settings = await findSettings(tx, partnerId);
    const today = dateOfDay(seoulDayOf(Date.now()));
    const overrides = await findOverridesFrom(tx, partnerId, today);
    const doctors = await findDoctorList(tx, partnerId);
    const blocks = await findAllBlocks(tx, partnerId);
    const dated = await findDoctorOverridesFrom(tx, partnerId, today);
    const weekly = await findWeeklyHours(tx, partnerId);
    return {
      settings: {
        slotMinutes: settings.slotMinutes,
        capacityPerSlot: settings.capacityPerSlot,
        minNoticeMinutes: settings.minNoticeMinutes,
        cancelCutoffMinutes: settings.cancelCutoffMinutes,
        visitMinutes: settings.visitMinutes,
      },
      weekly: Object.entries(weekly)
        .map(([weekday, day]) => ({
          weekday: Number(weekday),
          opening: hhmm(day.opening),
          closing: hhmm(day.closing),
          lunchStart: hhmm(day.lunchStart),
          lunchEnd: hhmm(day.lunchEnd),
        }))
        .sort((a, b) => a.weekday - b.weekday),
      overrides: overrides.map((row) => ({
        id: row.id,
        date: row.date,
        isClosed: row.isClosed,
        opening: hhmm(row.opening),
        closing: hhmm(row.closing),
        lunchStart: hhmm(row.lunchStart),
        lunchEnd: hhmm(row.lunchEnd),
        note: row.note,
      })),
      doctors: doctors.map((doctor) => ({
        ...doctor,
        blocks: blocks
          .filter((block) => block.employeeId === doctor.id)
          .map((block) => ({
            weekday: block.weekday,
            startTime: block.startTime.slice(0, 5),
            endTime: block.endTime.slice(0, 5),
          })),
        overrides: dated
          .filter((row) => row.employeeId === doctor.id)
          .map((row) => ({
            date: row.date,
            isOff: row.isOff,
            startTime: hhmm(row.startTime),
            endTime: hhmm(row.endTime),
            note: row.note,
          })),
      })),
    };
  };

  const bookings = createDeskBookings({
    tenant,
    change,
    present: async (tx, partnerId, row) => (await presentDesk(tx, partnerId, [row]))[0] as DeskReservation,
    places,
    siteLink,
  });

  return {
    /** Bookings by staff (issue 27): phone bookings, edits, check-in, undo, and the booking form's times. */
    bookings,

    list: (partnerId: number, query: DeskQuery) =>
      tenant(partnerId, async (tx) => {
        const rows = await findDeskRows(tx, partnerId, {
          from: seoulMidnight(query.from),
          to: new Date(seoulMidnight(query.to).getTime() + DAY_MS),
          status: query.status,
          employeeId: query.employeeId,
          type: query.type,
        });
        return { rows: await presentDesk(tx, partnerId, rows) };
      }),

    changes: (partnerId: number, since: string | undefined) =>
      tenant(partnerId, async (tx) => {
        const found = await findChanges(tx, partnerId, since === undefined ? undefined : new Date(since));
        return { latest: found.latest?.toISOString() ?? null, count: found.count };
      }),

    /** The count and newest change of the requests waiting for confirmation (the live stream's event). */
    pendingSummary: (partnerId: number): Promise<PendingSummary> =>
      tenant(partnerId, async (tx) => {
        const found = await findPendingSummary(tx, partnerId, todayStart());
        return { count: found.count, latest: found.latest?.toISOString() ?? null };
      }),

    /** The queue: every request from today on, oldest reservation time first, with the summary. */
    pending: (partnerId: number) =>
      tenant(partnerId, async (tx) => {
        const from = todayStart();
        const found = await findPendingSummary(tx, partnerId, from);
        const rows = await findDeskRows(tx, partnerId, {
          from,
          status: "REQUESTED",
          limit: PENDING_ROWS_LIMIT,
        });
        return {
          count: found.count,
          latest: found.latest?.toISOString() ?? null,
          rows: await presentDesk(tx, partnerId, rows),
        };
      }),

    /** Moves a reservation along TRANSITIONS (409 from anywhere else) and records who did it. */
    act: (partnerId: number, staff: Staff, id: number, action: DeskAction, reason?: string) =>
      change(partnerId, async (tx) => {
        const row = await findReservation(tx, partnerId, id, { forUpdate: true });
        if (!row) throw notFound("reservation not found");
        const rule = TRANSITIONS[action];
        if (!rule.from.includes(row.status)) throw invalidTransition();
        const outcome = action === "visited" || action === "no-show";
        // A checked-in patient may be marked visited before the hour (treated early); a no-show only after it.
        const begun = row.reservedAt.getTime() <= Date.now() || (action === "visited" && row.checkedInAt);
        if (outcome && !begun) throw invalidTransition(deskMessages.notStarted);
        let changed: ReservationRow;
        if (action === "cancel") {
          // The same release the clinic's and customer's cancels use, so slot counts stay exact.
          await releasePlaces(tx, partnerId, row);
          await updateStatus(tx, partnerId, row.id, { status: "CANCELLED", cancelledBy: "CLINIC" });
          changed = await setCancelReason(tx, partnerId, row.id, reason ?? "");
          await recordReservationEvent(
            tx,
            partnerId,
            changed,
            { type: "cancelled-by-clinic", reason: reason ?? null },
            siteLink,
          );
        } else if (outcome) {
          // outcome_at dates the mark: the desk may undo it that Seoul day.
          changed = await patchReservation(tx, partnerId, row.id, { status: rule.to, outcomeAt: new Date() });
        } else {
          changed = await updateStatus(tx, partnerId, row.id, { status: rule.to });
          if (action === "confirm")
            await recordReservationEvent(tx, partnerId, changed, { type: "confirmed" }, siteLink);
        }
        await recordAudit(tx, partnerId, staff, {
          action: rule.audit,
          target: `reservation:${row.id}`,
          detail: { from: row.status, to: rule.to, ...(reason === undefined ? {} : { reason }) },
        });
        const [presented] = await presentDesk(tx, partnerId, [changed]);
        return presented as DeskReservation;
      }),

    /**
     * Moves a requested or confirmed booking to another time (and doctor) under the same rules as a booking: its
     * own places are given back first, so a move within its own slot works, and a refusal rolls everything back.
     * The patient is told (RESERVATION_RESCHEDULED) and the reminders follow the new time.
     */
    reschedule: (partnerId: number, staff: Staff, id: number, body: DeskRescheduleBody) =>
      change(partnerId, async (tx) => {
        const row = await findReservation(tx, partnerId, id, { forUpdate: true });
        if (!row) throw notFound("reservation not found");
        if (row.status !== "REQUESTED" && row.status !== "CONFIRMED") throw invalidTransition();
        const employeeId = body.employeeId === undefined ? row.employeeId : body.employeeId;
        const reservedAt = new Date(body.reservedAt);
        if (reservedAt.getTime() === row.reservedAt.getTime() && employeeId === row.employeeId) {
          const [same] = await presentDesk(tx, partnerId, [row]);
          return same as DeskReservation;
        }
        const window = {
          type: row.type as ReservationType,
          reservedAt,
          durationMinutes: row.durationMinutes,
          ...(employeeId === null ? {} : { employeeId }),
        };
        // The same path as the desk's edit and phone booking (no override here: that is the edit's).
        await places.move(tx, partnerId, row, window, undefined);
        const moved = await updateTime(tx, partnerId, row.id, { reservedAt, employeeId });
        await recordAudit(tx, partnerId, staff, {
          action: "reservation.reschedule",
          target: `reservation:${row.id}`,
          detail: {
            from: row.reservedAt.toISOString(),
            to: reservedAt.toISOString(),
            ...(employeeId === row.employeeId
              ? {}
              : { employeeFrom: row.employeeId, employeeTo: employeeId }),
          },
        });
        await recordReservationEvent(
          tx,
          partnerId,
          moved,
          { type: "rescheduled", previousReservedAt: row.reservedAt },
          siteLink,
        );
        const [presented] = await presentDesk(tx, partnerId, [moved]);
        return presented as DeskReservation;
      }),

    schedule: (partnerId: number) => tenant(partnerId, (tx) => readSchedule(tx, partnerId)),

    saveSettings: (partnerId: number, staff: Staff, settings: ScheduleSettings) =>
      change(partnerId, async (tx) => {
        await upsertSettings(tx, partnerId, settings);
        await recordAudit(tx, partnerId, staff, {
          action: "schedule.update",
          target: "settings",
          detail: settings,
        });
        return readSchedule(tx, partnerId);
      }),

    saveOverride: (partnerId: number, staff: Staff, body: ScheduleOverrideBody) =>
      change(partnerId, async (tx) => {
        const row = await upsertOverride(tx, partnerId, body);
        await recordAudit(tx, partnerId, staff, {
          action: "schedule.update",
          target: `override:${row.date}`,
          detail: body,
        });
        return readSchedule(tx, partnerId);
      }),

    removeOverride: (partnerId: number, staff: Staff, overrideId: number) =>
      change(partnerId, async (tx) => {
        const removed = await deleteOverride(tx, partnerId, overrideId);
        if (!removed) throw notFound("override not found");
        await recordAudit(tx, partnerId, staff, {
          action: "schedule.update",
          target: `override:${removed.date}`,
          detail: { deleted: true },
        });
        return readSchedule(tx, partnerId);
      }),

    /** A doctor's day off or other hours on one date (replacing that date's), audited. */
    saveDoctorOverride: (
      partnerId: number,
      staff: Staff,
      employeeId: number,
      date: string,
      body: DoctorOverrideBody,
    ) =>
      change(partnerId, async (tx) => {
        await requireDoctor(tx, partnerId, employeeId);
        await upsertDoctorOverride(tx, partnerId, employeeId, date, body);
        await recordAudit(tx, partnerId, staff, {
          action: "schedule.update",
          target: `doctor:${employeeId}:${date}`,
          detail: body,
        });
        return readSchedule(tx, partnerId);
      }),

    removeDoctorOverride: (partnerId: number, staff: Staff, employeeId: number, date: string) =>
      change(partnerId, async (tx) => {
        await requireDoctor(tx, partnerId, employeeId);
        if (!(await deleteDoctorOverride(tx, partnerId, employeeId, date)))
          throw notFound("doctor override not found");
        await recordAudit(tx, partnerId, staff, {
          action: "schedule.update",
          target: `doctor:${employeeId}:${date}`,
          detail: { deleted: true },
        });
        return readSchedule(tx, partnerId);
      }),

    saveDoctorBlocks: (
      partnerId: number,
      staff: Staff,
      employeeId: number,
      blocks: { weekday: number; startTime: string; endTime: string }[],
    ) =>
      change(partnerId, async (tx) => {
        await requireDoctor(tx, partnerId, employeeId);
        await replaceBlocks(tx, partnerId, employeeId, blocks);
        await recordAudit(tx, partnerId, staff, {
          action: "schedule.update",
          target: `doctor:${employeeId}`,
          detail: { blocks },
        });
        return readSchedule(tx, partnerId);
      }),
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
