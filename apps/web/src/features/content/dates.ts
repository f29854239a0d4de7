import type { Language } from "@clinic/shared";
import { formatLongDate as longDateInLanguage, seoulDate } from "@/ui/format/intl";

/** Dates of content pages beyond the catalogue's "2025.03.01" (features/catalogue/dates formatDate). Pure. */

/** "2025년 3월 1일" (effective dates of terms), "March 1, 2025" in English, in the Seoul calendar; "" when unreadable. */
export function formatLongDate(value: string, language: Language = "ko"): string {
  return longDateInLanguage(value, language);
}

/** The machine-readable value of a <time dateTime>: the Seoul calendar date "2025-03-01"; "" when unreadable. */
export function isoDate(value: string): string {
  return seoulDate(value) ?? "";
}
