/** Asia/Seoul is UTC+9 all year (no DST), so plain offset arithmetic is exact. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today's date in Seoul as YYYY-MM-DD. */
export function seoulToday(now: number = Date.now()): string {
  return new Date(now + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

/** "2026년 11월 24일 (화)" for a YYYY-MM-DD date. */
export function formatKoreanDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${year}년 ${month}월 ${day}일 (${weekday})`;
}

/** The Seoul date and "HH:MM" of an instant such as 2026-11-24T10:30:00+09:00 or …Z. */
export function seoulDateTime(instant: string): { date: string; time: string } {
  const shifted = new Date(Date.parse(instant) + SEOUL_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

export function formatWon(value: number): string {
  return `${value.toLocaleString("ko-KR")}원`;
}
