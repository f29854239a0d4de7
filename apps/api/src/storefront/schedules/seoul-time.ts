/**
 * Asia/Seoul calendar arithmetic on epoch milliseconds. Seoul is UTC+9 without daylight saving, so shifting by nine
 * hours and reading the UTC fields gives the Seoul wall clock whatever the machine's time zone is.
 */
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

/** Days since 1970-01-01 in Seoul for an instant. */
export function seoulDayOf(instant: Date | number): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return Math.floor((ms + SEOUL_OFFSET_MS) / DAY_MS);
}

/** Minutes since Seoul midnight for an instant. */
export function seoulMinuteOf(instant: Date | number): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return Math.floor(((((ms + SEOUL_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** "YYYY-MM-DD" of a Seoul day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Seoul day number of "YYYY-MM-DD"; NaN when it is not a date. */
export function dayOfDate(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? Number.NaN : Math.round(ms / DAY_MS);
}

/** ISO weekday (1 Monday … 7 Sunday) of a Seoul day number. */
export function weekdayOfDay(day: number): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The instant of a Seoul day and minute of that day. */
export function instantOf(day: number, minute: number): number {
  return day * DAY_MS + minute * MINUTE_MS - SEOUL_OFFSET_MS;
}

/** "HH:MM" or "HH:MM:SS" (PostgreSQL time) → minutes since midnight; null stays null. */
export function minutesOf(time: string | null | undefined): number | null {
  if (!time) return null;
  const [hours, minutes] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}

/** Minutes since midnight → "HH:MM". */
export function clockOf(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}
