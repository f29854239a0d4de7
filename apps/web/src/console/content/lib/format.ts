const SEOUL_OFFSET_MS = 9 * 3_600_000;

/**
 * "2026. 11. 22. 오후 3:00" in Asia/Seoul, whatever the server's or browser's zone. Written by hand: a Node built
 * with small ICU data formats ko-KR with "PM", and server and browser must print the same text.
 */
export function seoulDateTime(iso: string): string {
  const seoul = new Date(new Date(iso).getTime() + SEOUL_OFFSET_MS);
  const hours = seoul.getUTCHours();
  const half = hours < 12 ? "오전" : "오후";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(seoul.getUTCMinutes()).padStart(2, "0");
  return `${seoul.getUTCFullYear()}. ${seoul.getUTCMonth() + 1}. ${seoul.getUTCDate()}. ${half} ${hour12}:${minutes}`;
}

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
