import { feesChangedDay, formatFeePrice, formatFeesChangedAt, type NonCoveredFees } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { formatLongDate, formatPrice } from "@/ui/format/intl";
import styles from "./fee-table.module.css";

/**
 * The 비급여 진료비용 tables (issue 25): one table per category with the item, its price or range (최소 ~ 최대) and
 * what the price is for, then the notes and the date of the last change. A server component.
 */
export function FeeTables({ fees }: { fees: NonCoveredFees }) {
  const t = useTranslations("fees");
  const language = useLocale();
  // Korean keeps the shared spellings; other languages write won and dates their way. Names and notes are the
  // clinic's Korean content.
  const korean = language === "ko";
  const changed = fees.changedAt
    ? korean
      ? formatFeesChangedAt(fees.changedAt)
      : formatLongDate(fees.changedAt, language)
    : "";
  const price = (item: { priceMin: number; priceMax: number | null }) =>
    korean
      ? formatFeePrice(item)
      : item.priceMax === null || item.priceMax === item.priceMin
        ? formatPrice(item.priceMin, language)
        : `${formatPrice(item.priceMin, language)} – ${formatPrice(item.priceMax, language)}`;
  return (
    <div className={styles.fees} data-testid="non-covered-fees">
      {changed && fees.changedAt ? (
        <p className={styles.changed}>
          {t("changed")}{" "}
          <time dateTime={feesChangedDay(fees.changedAt)} data-testid="fees-changed-at">
            {changed}
          </time>
        </p>
      ) : null}
      {fees.categories.map((category) => (
        <section key={category.name} className={styles.category} aria-label={category.name} lang="ko">
          <h2 className={styles.categoryTitle}>{category.name}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" lang={language}>
                  {t("item")}
                </th>
                <th scope="col" lang={language}>
                  {t("amount")}
                </th>
                <th scope="col" lang={language}>
                  {t("basis")}
                </th>
              </tr>
            </thead>
            <tbody>
              {category.items.map((item) => (
                // Names may repeat within a category with another basis (국산 / 수입): the row's content is its key.
                <tr key={`${item.name}|${item.unit}|${item.priceMin}|${item.priceMax}|${item.note}`}>
                  <th scope="row" className={styles.name}>
                    {item.name}
                  </th>
                  <td className={styles.price} lang={language}>
                    {price(item)}
                  </td>
                  <td className={styles.note}>{[item.unit, item.note].filter(Boolean).join(" · ") || "-"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {fees.notes ? (
        <section className={styles.notes} aria-label={t("notes")}>
          <h2 className={styles.notesTitle}>{t("notes")}</h2>
          <ul lang="ko">
            {fees.notes
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean)
              .map((line) => (
                <li key={line}>{line}</li>
              ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
