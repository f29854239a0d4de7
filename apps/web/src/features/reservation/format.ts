const seoulDateTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "long",
  day: "numeric",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * An instant as a Seoul visitor reads it, whatever the server's time zone: "2026년 11월 24일 (화) 오전 10:30".
 * Null when unreadable. Pure.
 */
export function formatReservationTime(value: string): string | null {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(
    seoulDateTime.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  // 오전/오후 by hand: ICU builds without Korean day-period data print "AM"/"PM".
  const hour = Number(parts.hour);
  const period = hour < 12 ? "오전" : "오후";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${parts.year}년 ${parts.month} ${parts.day}일 (${parts.weekday}) ${period} ${hour12}:${parts.minute}`;
}
