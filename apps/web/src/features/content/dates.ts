import { formatDate } from "@/features/catalogue/dates";

/** Dates of content pages beyond the catalogue's "2025.03.01" (lib/catalogue/dates formatDate). Pure. */

/** "2025년 3월 1일" (effective dates of terms), in the Seoul calendar; "" when unreadable. */
export function formatLongDate(value: string): string {
  const [year, month, day] = (formatDate(value) ?? "").split(".");
  return year && month && day ? `${year}년 ${Number(month)}월 ${Number(day)}일` : "";
}

/** The machine-readable value of a <time dateTime>: the Seoul calendar date "2025-03-01"; "" when unreadable. */
export function isoDate(value: string): string {
  return formatDate(value)?.replaceAll(".", "-") ?? "";
}
