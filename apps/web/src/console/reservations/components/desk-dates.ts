import { consoleTime } from "@/console/lib/time";

/**
 * Seoul calendar dates as "YYYY-MM-DD" strings. Seoul is UTC+9 without daylight saving, so shifting by nine hours
 * and reading UTC fields gives its wall clock whatever the server's time zone is. Pure, so the view is testable.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export const seoulToday = (now = Date.now()) => new Date(now + SEOUL_OFFSET_MS).toISOString().slice(0, 10);

/** The date when it is a real calendar date (2026-02-30 is not), else null. */
export function realDate(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Monday … Sunday of the week holding `date`. */
export function weekOf(date: string): string[] {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
  const monday = addDays(date, -weekday);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The Seoul date of an instant. */
export const seoulDateOf = (instant: string) => seoulToday(Date.parse(instant));

/** "오후 3:00": the console's times are Korean with 오전/오후 (issue 25). */
export const seoulTime = (instant: string) => consoleTime(instant);

const dayFormat = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  weekday: "short",
});
/** "11월 24일 (월)" for a calendar date. */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
