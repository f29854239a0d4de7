import type { PartnerInfo } from "@clinic/shared";
import { closedDaysNote, footerHours, HOURS_TEXT } from "@/features/site/opening-hours";
import styles from "./hours-summary.module.css";

/** The clinic's opening hours, grouped the way the footer groups them (spec 2), with the weekly closed days. */
export function HoursSummary({
  partner,
  headingLevel: Heading = "h2",
}: {
  partner: PartnerInfo;
  headingLevel?: "h2" | "h3";
}) {
  const closed = closedDaysNote(partner);
  return (
    <section className={styles.card} aria-labelledby="hours-summary-title" data-testid="hours-summary">
      <Heading id="hours-summary-title" className={styles.title}>
        진료 시간
      </Heading>
      <div className={styles.groups}>
        {footerHours(partner).map((group) => (
          <dl key={group.map((row) => row.label).join()} className={styles.rows}>
            {group.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd data-off={row.value === HOURS_TEXT.off || undefined}>{row.value}</dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
      {closed ? <p className={styles.closed}>{closed}</p> : null}
    </section>
  );
}
