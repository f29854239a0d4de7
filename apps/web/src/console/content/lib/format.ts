import { consoleDateTime } from "@/console/lib/time";

const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** "2026. 11. 22. 오후 3:00" in Asia/Seoul (the console's one formatter, Intl ko-KR). */
export const seoulDateTime = (iso: string): string => consoleDateTime(iso);

/**
 * A `datetime-local` value (Seoul wall time, "YYYY-MM-DDTHH:mm") as an ISO instant. Korea has no daylight saving,
 * so the offset is always +09:00. Null for anything else.
 */
export function seoulLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00+09:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The `datetime-local` value (Seoul wall time) of an instant. */
export function isoToSeoulLocal(iso: string): string {
  const seoul = new Date(new Date(iso).getTime() + SEOUL_OFFSET_MS);
  return seoul.toISOString().slice(0, 16);
}
