import { QUIET_HOURS } from "@clinic/shared";
import { SEOUL_UTC_OFFSET_MS, seoulDayOf } from "@clinic/shared/seoul-day";

const DAY_MS = 86_400_000;

/** The instant of "HH:MM" on a Seoul date ("YYYY-MM-DD"); Seoul keeps no daylight saving, so +09:00 is exact. */
export const seoulInstant = (date: string, clock: string) => new Date(`${date}T${clock}:00+09:00`);

/** The Seoul date `days` after the one of `at`. */
const seoulDatePlus = (at: Date, days: number) => seoulDayOf(at.getTime() + days * DAY_MS);

/** A same-day reminder within this much of the visit would arrive as the patient walks in: none is sent. */
export const SAME_DAY_MIN_LEAD_MS = 60 * 60_000;

/**
 * When each reminder of a booking at `reservedAt` goes, or null when it would be too late: the day before at the
 * clinic's reminder time (none if that time has passed, e.g. for a booking made late the evening before), and,
 * when the clinic wants one, on the day at its same-day time if that is at least an hour before the visit.
 */
export function reminderTimes(
  reservedAt: Date,
  now: Date,
  settings: { reminderTime: string; sameDayReminder: boolean; sameDayTime: string },
): { dayBefore: Date | null; sameDay: Date | null } {
  const dayBefore = seoulInstant(seoulDatePlus(reservedAt, -1), settings.reminderTime);
  const sameDay = seoulInstant(seoulDatePlus(reservedAt, 0), settings.sameDayTime);
  return {
    dayBefore: dayBefore > now ? dayBefore : null,
    sameDay:
      settings.sameDayReminder &&
      sameDay > now &&
      reservedAt.getTime() - sameDay.getTime() >= SAME_DAY_MIN_LEAD_MS
        ? sameDay
        : null,
  };
}

/**
 * The earliest moment a promotional message may go out: `at` itself, or 08:00 KST when `at` falls between 21:00 and
 * 08:00 (정보통신망법 50조: no advertising at night without separate consent). Informational messages never wait.
 */
export function outsideQuietHours(at: Date): Date {
  const seoulHour = new Date(at.getTime() + SEOUL_UTC_OFFSET_MS).getUTCHours();
  if (seoulHour >= QUIET_HOURS.until && seoulHour < QUIET_HOURS.from) return at;
  const morningDate = seoulHour >= QUIET_HOURS.from ? seoulDatePlus(at, 1) : seoulDayOf(at.getTime());
  return seoulInstant(morningDate, `${String(QUIET_HOURS.until).padStart(2, "0")}:00`);
}
