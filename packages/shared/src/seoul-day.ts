/**
 * The clinics' calendar day. Korea keeps no daylight saving time, so Asia/Seoul is always UTC+9 and a fixed offset
 * is exact. Events end and products leave events at Seoul midnight; every cache of public answers ends there too.
 */
export const SEOUL_UTC_OFFSET_MS = 9 * 60 * 60_000;
const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" of the instant `nowMs` in Asia/Seoul. */
export function seoulDayOf(nowMs: number): string {
  return new Date(nowMs + SEOUL_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Milliseconds from `nowMs` until the next Seoul midnight (always more than 0, at most a day). */
export function msUntilNextSeoulDay(nowMs: number): number {
  const local = nowMs + SEOUL_UTC_OFFSET_MS;
  return (Math.floor(local / DAY_MS) + 1) * DAY_MS - local;
}
