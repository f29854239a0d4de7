import type { PartnerInfo } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { closedDaysNote, type HoursText } from "@/features/site/opening-hours";
import { weekdayName } from "@/ui/format/intl";

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
  // Monday first, as closedDaysNote counts.
  const names = Array.from({ length: 7 }, (_, day) => weekdayName(language, day + 1));
  return {
    text,
    closedNote: (partner) => closedDaysNote(partner, (days) => t("closedDays", { days }), names),
  };
}
