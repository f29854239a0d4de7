/** Terms take effect by the clinic's calendar (spec: dates in Asia/Seoul), whatever the server's time zone. */
export const CLINIC_TIME_ZONE = "Asia/Seoul";

/** The calendar date of `now` in Asia/Seoul as YYYY-MM-DD. */
export function seoulDate(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: CLINIC_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
