import type { PartnerInfo } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { closedDaysNote, type HoursText } from "@/features/site/opening-hours";

/** Monday first, in `language`: 2024-01-01 was a Monday. */
function weekdayNames(language: string): string[] {
  const weekday = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, day) => weekday.format(Date.UTC(2024, 0, 1 + day)));
}

/** The opening hours' labels and the closed-days note in the page's language (the footer's `hours` texts). */
export function useHoursText(): { text: HoursText; closedNote: (partner: PartnerInfo) => string | null } {
  const t = useTranslations("hours");
  const language = useLocale();
  const text: HoursText = {
    weekday: t("weekday"),
    monToFri: t("monToFri"),
    saturday: t("saturday"),
    lunch: t("lunch"),
    off: t("off"),
    none: t("none"),
  };
  const names = weekdayNames(language);
  return {
    text,
    closedNote: (partner) => closedDaysNote(partner, (days) => t("closedDays", { days }), names),
  };
}
