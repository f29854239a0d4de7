import type { PartnerInfo } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { useHoursText } from "@/features/content/components/use-hours-text";
import { footerHours } from "@/features/site/opening-hours";
import { formatPhone, partnerPhoneNumber, telHref } from "@/ui/format/phone";
import styles from "./hub.module.css";

/** The clinic's phone (tel: link) and a one-glance summary of its hours, grouped as the footer groups them. */
export function HubPhone({ partner }: { partner: PartnerInfo }) {
  const phone = partnerPhoneNumber(partner);
  const tel = telHref(phone);
  const t = useTranslations("cscenter");
  const { text, closedNote } = useHoursText();
  const closed = closedNote(partner);
  return (
    <section className={styles.phoneCard} aria-labelledby="hub-phone-title">
      <h2 id="hub-phone-title" className={styles.phoneTitle}>
        {t("phoneConsult")}
      </h2>
      {phone && tel ? (
        <a href={tel} className={styles.phone} data-testid="hub-phone">
          {formatPhone(phone)}
        </a>
      ) : null}
      <dl className={styles.hours}>
        {footerHours(partner, text)
          .flat()
          .map((row) => (
            <div key={row.label} className={styles.hoursRow}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
      </dl>
      {closed ? <p className={styles.closed}>{closed}</p> : null}
    </section>
  );
}
