import type { Language } from "@clinic/shared";
import { formatDate as formatInLanguage, formatPeriod as periodInLanguage } from "@/ui/format/intl";

/** Dates on catalogue cards, in the Seoul calendar and the page's language (ui/format/intl). Pure. */

/** "2025-03-01" (a Seoul calendar date) or an ISO instant → ko "2025.03.01", en "Mar 1, 2025"; null when unreadable. */
export function formatDate(value: string | null | undefined, language: Language = "ko"): string | null {
  return formatInLanguage(value, language);
}

/** An event or exhibition period: "2025.03.01 ~ 2025.03.31", open-ended on either side, null without dates. */
export function formatPeriod(
  start: string | null,
  end: string | null,
  language: Language = "ko",
): string | null {
  return periodInLanguage(start, end, language);
}
