/** Asia/Seoul is UTC+9 all year (no DST), so plain offset arithmetic is exact. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today's date in Seoul as YYYY-MM-DD. */
export function seoulToday(now: number = Date.now()): string {
  return new Date(now + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Seoul date and "HH:MM" of an instant such as 2026-11-24T10:30:00+09:00 or …Z. */
export function seoulDateTime(instant: string): { date: string; time: string } {
  const shifted = new Date(Date.parse(instant) + SEOUL_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
