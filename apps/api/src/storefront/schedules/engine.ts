import { blocksByEmployee, overridesByEmployee, type Segment, segmentsOfHours } from "./engine-hours";
import type { ClinicSchedule, ClosedDay, EngineRequest, EngineSlot, Refusal } from "./engine-types";
import {
  clockOf,
  dateOfDay,
  dayOfDate,
  instantOf,
  MINUTE_MS,
  seoulDayOf,
  seoulMinuteOf,
  weekdayOfDay,
} from "./seoul-time";

export type * from "./engine-types";

/** What a closed date without a note says, and a weekday the clinic never works. */
export const CLOSED_DATE = "휴진";
export const WEEKLY_CLOSED = "정기 휴진";

/**
 * Whose question it is: a visitor online is held to the clinic's minimum notice; the desk, booking by phone, is not
 * (its earliest start is the real now). The bookable range counts from the real today for both.
 */
export interface Asker {
  withoutNotice?: boolean;
}

/** Today and the last bookable day (Seoul day numbers) and the earliest bookable instant, for one "now". */
interface Bounds {
  today: number;
  lastDay: number;
  earliest: number;
}

/**
 * A compiled clinic: overrides by day and doctors' blocks by employee and weekday, so that asking about many days
 * and many doctors stays a few array walks (issue 7: a 60-day range with 10 doctors in well under 50 ms).
 */
export interface SlotEngine {
  /** Dates (YYYY-MM-DD) in [from, to] ∩ the bookable range with at least one free start for the request. */
  availableDates(from: string, to: string, request: EngineRequest, now: Date, asker?: Asker): string[];
  /** Dates in [from, to] ∩ the bookable range the clinic is closed on, with the reason the visitor is shown. */
  closedDays(from: string, to: string, now: Date): ClosedDay[];
  /** Every slot of the date's grid, each saying whether the request may start there. */
  slotsOf(date: string, request: EngineRequest, now: Date, asker?: Asker): EngineSlot[];
  /** Why the request cannot start at `instant`, or null when it can. */
  check(instant: Date, request: EngineRequest, now: Date, asker?: Asker): Refusal | null;
  /** Slot starts the request occupies from `instant` (epoch ms); empty when it is not a bookable start. */
  slotStarts(instant: Date, request: EngineRequest): number[];
  /** Places left for the request at `instant` (0 when it is not a bookable start); null outside STRICT mode. */
  placesLeft(instant: Date, request: EngineRequest): number | null;
  /** Employees (of the blocks and overrides given) whose hours that day cover [instant, instant + duration). */
  freeEmployees(instant: Date, durationMinutes: number): number[];
}

export function createSlotEngine(schedule: ClinicSchedule): SlotEngine {
  const { settings, booked } = schedule;
  const slot = settings.slotMinutes;
  const overrides = new Map(schedule.overrides.map((o) => [dayOfDate(o.date), o]));
  const blocks = blocksByEmployee(schedule.employeeBlocks ?? []);
  const dated = overridesByEmployee(schedule.employeeOverrides ?? []);
  const segmentCache = new Map<number, Segment[]>();

  const segmentsOf = (day: number): Segment[] => {
    let segments = segmentCache.get(day);
    if (!segments) {
      const override = overrides.get(day);
      const hours = override ? (override.isClosed ? null : override) : schedule.weekly[weekdayOfDay(day)];
      segments = hours ? segmentsOfHours(hours) : [];
      segmentCache.set(day, segments);
    }
    return segments;
  };

  const slotCount = (durationMinutes: number) => Math.max(1, Math.ceil(durationMinutes / slot));

  /** The segment `minute` starts a grid slot of, with room for `count` slots, or null. */
  const fitting = (day: number, minute: number, count: number): Segment | null => {
    for (const segment of segmentsOf(day)) {
      if (minute < segment.start || (minute - segment.start) % slot !== 0) continue;
      if (minute + count * slot <= segment.end) return segment;
    }
    return null;
  };

  /** Places left for every slot the request occupies (the smallest), or null outside STRICT mode. */
  const remainingAt = (day: number, minute: number, count: number): number | null => {
    if (!settings.strict) return null;
    let remaining = settings.capacityPerSlot;
    for (let i = 0; i < count; i++) {
      const taken = booked.get(instantOf(day, minute + i * slot)) ?? 0;
      remaining = Math.min(remaining, settings.capacityPerSlot - taken);
    }
    return Math.max(0, remaining);
  };

  const employeeFree = (employeeId: number, day: number, minute: number, durationMinutes: number) => {
    // A date override (day off or other hours) replaces the doctor's weekly blocks on its date.
    const own = dated.get(employeeId)?.get(day) ?? blocks.get(employeeId)?.get(weekdayOfDay(day));
    if (!own) return false;
    const end = minute + durationMinutes;
    return own.some((block) => block.start <= minute && end <= block.end);
  };

  const bounds = (now: Date, asker: Asker = {}): Bounds => {
    const today = seoulDayOf(now);
    const notice = asker.withoutNotice ? 0 : settings.minNoticeMinutes;
    return {
      today,
      lastDay: today + settings.reservationRange,
      earliest: now.getTime() + notice * MINUTE_MS,
    };
  };

  /** The refusal for a start at (day, minute), which must be a whole minute of that Seoul day. */
  const refusalAt = (day: number, minute: number, request: EngineRequest, limits: Bounds): Refusal | null => {
    const { today, lastDay, earliest } = limits;
    if (instantOf(day, minute) < earliest || day < today) return "tooSoon";
    if (day > lastDay) return "outOfRange";
    const count = slotCount(request.durationMinutes);
    if (!fitting(day, minute, count)) return "closed";
    if (
      request.employeeId !== undefined &&
      !employeeFree(request.employeeId, day, minute, request.durationMinutes)
    ) {
      return "employeeBusy";
    }
    if (remainingAt(day, minute, count) === 0) return "full";
    return null;
  };

  const gridOf = (day: number): number[] => {
    const minutes: number[] = [];
    for (const segment of segmentsOf(day)) {
      for (let m = segment.start; m + slot <= segment.end; m += slot) minutes.push(m);
    }
    return minutes;
  };

  return {
    availableDates(from, to, request, now, asker) {
      const limits = bounds(now, asker);
      const first = Math.max(dayOfDate(from), limits.today);
      const last = Math.min(dayOfDate(to), limits.lastDay);
      const dates: string[] = [];
      for (let day = first; day <= last; day++) {
        if (gridOf(day).some((minute) => refusalAt(day, minute, request, limits) === null))
          dates.push(dateOfDay(day));
      }
      return dates;
    },
    closedDays(from, to, now) {
      const limits = bounds(now);
      const first = Math.max(dayOfDate(from), limits.today);
      const last = Math.min(dayOfDate(to), limits.lastDay);
      const closed: ClosedDay[] = [];
      for (let day = first; day <= last; day++) {
        if (segmentsOf(day).length > 0) continue;
        const override = overrides.get(day);
        const reason = override ? override.note?.trim() || CLOSED_DATE : WEEKLY_CLOSED;
        closed.push({ date: dateOfDay(day), reason });
      }
      return closed;
    },
    slotsOf(date, request, now, asker) {
      const day = dayOfDate(date);
      const count = slotCount(request.durationMinutes);
      const limits = bounds(now, asker);
      const prefix = dateOfDay(day);
      return gridOf(day).map((minute) => ({
        time: clockOf(minute),
        startsAt: `${prefix}T${clockOf(minute)}:00+09:00`,
        available: refusalAt(day, minute, request, limits) === null,
        remaining: fitting(day, minute, count) ? remainingAt(day, minute, count) : settings.strict ? 0 : null,
      }));
    },
    check(instant, request, now, asker) {
      const ms = instant.getTime();
      const limits = bounds(now, asker);
      // A start between minutes (seconds, milliseconds) is never on the grid.
      if (ms % MINUTE_MS !== 0) return ms < limits.earliest ? "tooSoon" : "closed";
      return refusalAt(seoulDayOf(instant), seoulMinuteOf(instant), request, limits);
    },
    slotStarts(instant, request) {
      const ms = instant.getTime();
      const day = seoulDayOf(instant);
      const minute = seoulMinuteOf(instant);
      const count = slotCount(request.durationMinutes);
      if (ms % MINUTE_MS !== 0 || !fitting(day, minute, count)) return [];
      return Array.from({ length: count }, (_, i) => instantOf(day, minute + i * slot));
    },
    placesLeft(instant, request) {
      if (!settings.strict) return null;
      const day = seoulDayOf(instant);
      const minute = seoulMinuteOf(instant);
      const count = slotCount(request.durationMinutes);
      if (instant.getTime() % MINUTE_MS !== 0 || !fitting(day, minute, count)) return 0;
      return remainingAt(day, minute, count);
    },
    freeEmployees(instant, durationMinutes) {
      const day = seoulDayOf(instant);
      const minute = seoulMinuteOf(instant);
      const ids = new Set([...blocks.keys(), ...dated.keys()]);
      return [...ids].filter((id) => employeeFree(id, day, minute, durationMinutes));
    },
  };
}
