import type { PartnerInfo } from "@clinic/shared";
import { closedDaysNote, footerHours, HOURS_TEXT } from "@/features/site/opening-hours";
import styles from "./site-footer.module.css";

/** Opening hours grouped by the partner's operationTimeType, plus the weekly closed days. */
export function FooterHours({ partner }: { partner: PartnerInfo }) {
  const closed = closedDaysNote(partner);
  return (
    <div className={styles.hoursBlock} data-testid="footer-hours" data-type={partner.operationTimeType}>
      {footerHours(partner).map((group) => (
        <dl key={group.map((row) => row.label).join()} className={styles.hours}>
          {group.map((row) => (
            <div key={row.label} className={styles.hoursRow}>
              <dt>{row.label}</dt>
              <dd data-off={row.value === HOURS_TEXT.off || undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
      ))}
      {closed ? <p className={styles.closed}>{closed}</p> : null}
    </div>
  );
}
