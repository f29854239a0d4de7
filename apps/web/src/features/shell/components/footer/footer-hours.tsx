import type { PartnerInfo } from "@clinic/shared";
import { useHoursText } from "@/features/content/components/use-hours-text";
import { footerHours } from "@/features/site/opening-hours";
import styles from "./site-footer.module.css";

/** Opening hours grouped by the partner's operationTimeType, plus the weekly closed days, in the page's language. */
export function FooterHours({ partner }: { partner: PartnerInfo }) {
  const { text, closedNote } = useHoursText();
  const closed = closedNote(partner);
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
