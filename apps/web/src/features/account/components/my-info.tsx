import type { Customer } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { formatLongDate } from "@/ui/format/intl";
import { formatPhone } from "@/ui/format/phone";
import styles from "./my-page.module.css";

/** The customer's own details as the my-page lists them (their own data, so unmasked). */
export function MyInfo({ customer }: { customer: Customer }) {
  const t = useTranslations("account");
  const language = useLocale();
  const rows = [
    { term: t("name"), value: customer.name, lang: "ko" },
    { term: t("phone"), value: formatPhone(customer.phone) || "-" },
    { term: t("memberType"), value: customer.type === "REGISTERED" ? t("member") : t("guest") },
    { term: t("joined"), value: formatLongDate(customer.createdAt, language) },
  ];
  return (
    <dl className={styles.info} data-testid="my-info">
      {rows.map((row) => (
        <div key={row.term} className={styles.infoRow}>
          <dt>{row.term}</dt>
          <dd lang={row.lang}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
