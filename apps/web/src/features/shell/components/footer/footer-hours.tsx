import type { PartnerInfo } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { closedDaysNote, footerHours, type HoursText } from "@/features/site/opening-hours";
import styles from "./site-footer.module.css";

/** Monday first, in `language`: 2024-01-01 was a Monday. */
function weekdayNames(language: string): string[] {
  const weekday = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, day) => weekday.format(Date.UTC(2024, 0, 1 + day)));
}

/** Opening hours grouped by the partner's operationTimeType, plus the weekly closed days, in the page's language. */
export function FooterHours({ partner }: { partner: PartnerInfo }) {
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
  const closed = closedDaysNote(partner, (days) => t("closedDays", { days }), weekdayNames(language));
  return (
    <div className={styles.hoursBlock} data-testid="footer-hours" data-type={partner.operationTimeType}>
      {footerHours(partner, text).map((group) => (
        <dl key={group.map((row) => row.label).join()} className={styles.hours}>
          {group.map((row) => (
            <div key={row.label} className={styles.hoursRow}>
              <dt>{row.label}</dt>
              <dd data-off={row.value === text.off || undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
      ))}
      {closed ? <p className={styles.closed}>{closed}</p> : null}
    </div>
  );
}
