/** Dates on catalogue cards, in the Seoul calendar (spec: ko, Asia/Seoul). Pure. */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const seoulParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "2025-03-01" (a Seoul calendar date) or an ISO instant → "2025.03.01"; null when unreadable. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const plain = DATE_ONLY.exec(value);
  if (plain) return `${plain[1]}.${plain[2]}.${plain[3]}`;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  // en-CA formats as YYYY-MM-DD, which needs no locale-specific parsing.
  return seoulParts.format(instant).replaceAll("-", ".");
}

/** An event or exhibition period: "2025.03.01 ~ 2025.03.31", open-ended on either side, null without dates. */
export function formatPeriod(start: string | null, end: string | null): string | null {
  const from = formatDate(start);
  const to = formatDate(end);
  if (!from && !to) return null;
  return `${from ?? ""} ~ ${to ?? ""}`.trim();
}
