import type { PartnerInfo } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { footerHours } from "@/features/site/opening-hours";
import styles from "./hours-summary.module.css";
import { useHoursText } from "./use-hours-text";

/** The clinic's opening hours, grouped the way the footer groups them (spec 2), with the weekly closed days. */
export function HoursSummary({
  partner,
  headingLevel: Heading = "h2",
}: {
  partner: PartnerInfo;
  headingLevel?: "h2" | "h3";
}) {
  const t = useTranslations("content");
  const { text, closedNote } = useHoursText();
  const closed = closedNote(partner);
  return (
    <section className={styles.card} aria-labelledby="hours-summary-title" data-testid="hours-summary">
      <Heading id="hours-summary-title" className={styles.title}>
        {t("hoursTitle")}
      </Heading>
      <div className={styles.groups}>
        {footerHours(partner, text).map((group) => (
          <dl key={group.map((row) => row.label).join()} className={styles.rows}>
            {group.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd data-off={row.value === text.off || undefined}>{row.value}</dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
      {closed ? <p className={styles.closed}>{closed}</p> : null}
    </section>
  );
}
