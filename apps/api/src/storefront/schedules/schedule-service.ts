import { HttpError } from "@api/lib/http-error";
import { answerKey } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import { errorMessages, MAX_AVAILABILITY_DAYS, type ReservationType, type TimeSlot } from "@clinic/shared";
import type { AvailabilityAnswers } from "./availability-answers";
import { durationOf } from "./availability-service";
import { findDoctors, findReservationConfig } from "./repository";
import { loadSchedule } from "./schedule-loader";
import { dateOfDay, dayOfDate, seoulDayOf } from "./seoul-time";

/** What a visitor asks about: a visit, or treatments given by their option ids. */
export interface ForWhat {
  type: ReservationType;
  productOptionIds?: number[] | undefined;
}

export type DatesQuery = ForWhat & { from?: string | undefined; to?: string | undefined };
export type TimesQuery = ForWhat & { date: string; employeeId?: number | undefined };
export type DoctorsQuery = ForWhat & { reservedAt: string };

/**
 * What the reservation widget reads before booking. Every answer is the same for every visitor of the clinic at
 * a given moment, so each is held for a few seconds per (clinic, validated query) in `answers` (see
 * availability-answers.ts); the booking re-checks the places in its own transaction whatever was shown.
 */
export interface ScheduleService {
  /** Dates with a free time in [from, to] (default today … today + reservationRange). */
  availableDates(
    partnerId: number,
    query: DatesQuery,
  ): Promise<{ from: string; to: string; dates: string[]; closed: { date: string; reason: string }[] }>;
  /** The slots of one date, for one doctor when asked. */
  times(partnerId: number, query: TimesQuery): Promise<{ date: string; slots: TimeSlot[] }>;
  /** Visible doctors working for the whole reservation at reservedAt, when the slot still has room. */
  freeDoctors(
    partnerId: number,
    query: DoctorsQuery,
  ): Promise<{ rows: { id: number; name: string; position: string | null; imageUrl: string | null }[] }>;
}

const badRange = (message: string) =>
  new HttpError(400, message, errorMessages.badRequest, [{ path: "to", message: errorMessages.badRequest }]);

export function createScheduleService(database: Database, answers: AvailabilityAnswers): ScheduleService {
  // The whole validated query names the answer: zod has dropped unknown parameters, and a field added later
  // splits the entries by itself instead of being answered from another question's entry.
  const held = <T>(partnerId: number, name: string, query: object, read: () => Promise<T>) =>
    answers.answer(partnerId, answerKey(name, query), read);

  const readDates = (partnerId: number, query: DatesQuery) =>
    withTenant(database.db, partnerId, async (tx) => {
      const now = new Date();
      const durationMinutes = await durationOf(tx, partnerId, query.type, query.productOptionIds);
      const today = seoulDayOf(now);
      const firstDay = query.from ? dayOfDate(query.from) : today;
      let lastDay = query.to ? dayOfDate(query.to) : Number.NaN;
      if (lastDay < firstDay) throw badRange("to is before from");
      if (!Number.isNaN(lastDay) && lastDay - firstDay + 1 > MAX_AVAILABILITY_DAYS) {
        throw badRange(`range longer than ${MAX_AVAILABILITY_DAYS} days`);
      }
      if (Number.isNaN(lastDay)) {
        // Without `to`, the clinic's own range decides, capped like an explicit one.
        const { reservationRange } = await findReservationConfig(tx, partnerId);
        lastDay = Math.max(
          firstDay,
          Math.min(today + reservationRange, firstDay + MAX_AVAILABILITY_DAYS - 1),
        );
      }
      const from = dateOfDay(firstDay);
      const to = dateOfDay(lastDay);
      const { engine } = await loadSchedule(tx, partnerId, { firstDay, lastDay });
      return {
        from,
        to,
        dates: engine.availableDates(from, to, { durationMinutes }, now),
        closed: engine.closedDays(from, to, now),
      };
    });

  const readTimes = (partnerId: number, query: TimesQuery) =>
    withTenant(database.db, partnerId, async (tx) => {
      const now = new Date();
      const durationMinutes = await durationOf(tx, partnerId, query.type, query.productOptionIds);
      const day = dayOfDate(query.date);
      const doctors = query.employeeId === undefined ? undefined : [query.employeeId];
      const { engine } = await loadSchedule(tx, partnerId, { firstDay: day, lastDay: day, doctors });
      const slots = engine.slotsOf(query.date, { durationMinutes, employeeId: query.employeeId }, now);
      return { date: query.date, slots };
    });

  const readFreeDoctors = (partnerId: number, query: DoctorsQuery) =>
    withTenant(database.db, partnerId, async (tx) => {
      const durationMinutes = await durationOf(tx, partnerId, query.type, query.productOptionIds);
      const reservedAt = new Date(query.reservedAt);
      const day = seoulDayOf(reservedAt);
      const { engine, strict } = await loadSchedule(tx, partnerId, {
        firstDay: day,
        lastDay: day,
        doctors: "all",
      });
      // In STRICT mode a full slot has no doctor to offer; notice and range the booking itself reports.
      if (strict && engine.placesLeft(reservedAt, { durationMinutes }) === 0) return { rows: [] };
      const ids = engine.freeEmployees(reservedAt, durationMinutes);
      return { rows: await findDoctors(tx, partnerId, ids) };
    });

  return {
    availableDates: (partnerId, query) =>
      held(partnerId, "available-dates", query, () => readDates(partnerId, query)),
    times: (partnerId, query) => held(partnerId, "times", query, () => readTimes(partnerId, query)),
    freeDoctors: (partnerId, query) =>
      held(partnerId, "free-doctors", query, () => readFreeDoctors(partnerId, query)),
  };
}
