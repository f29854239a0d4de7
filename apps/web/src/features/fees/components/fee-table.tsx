import {
  feesChangedDay,
  formatFeePrice,
  formatFeesChangedAt,
  type Language,
  type NonCoveredFees,
} from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang, rowShowsKorean } from "@/features/i18n/row-lang";
import { formatLongDate, formatPrice } from "@/ui/format/intl";
import styles from "./fee-table.module.css";

/** True when a foreign page shows any of the clinic's fee texts in Korean (the page then says so once). */
export function feesShowKorean(language: Language, fees: NonCoveredFees): boolean {
  const filled = (row: object, fields: string[]) =>
    fields.filter((field) => Boolean((row as Record<string, unknown>)[field]));
  return (
    rowShowsKorean(language, fees, filled(fees, ["notes"])) ||
    fees.categories.some(
      (category) =>
        rowShowsKorean(language, category, ["name"]) ||
        category.items.some((item) => rowShowsKorean(language, item, filled(item, ["name", "unit", "note"]))),
    )
  );
}

/**
 * The 비급여 진료비용 tables (issue 25): one table per category with the item, its price or range (최소 ~ 최대) and
 * what the price is for, then the notes and the date of the last change. A server component.
 */
export function FeeTables({ fees }: { fees: NonCoveredFees }) {
  const t = useTranslations("fees");
  const language = useLocale();
  // Korean keeps the shared spellings; other languages write won and dates their way. Names and notes are the
  // clinic's content: in the page's language where it translated them (issue 29), else Korean, marked.
  const korean = language === "ko";
  const lang = (row: object, field: string) => rowLang(language as Language, row, field);
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
      {fees.categories.map((category, index) => (
        // Named by its heading, which carries the name's language.
        <section key={category.name} className={styles.category} aria-labelledby={`fee-category-${index}`}>
          <h2 className={styles.categoryTitle} id={`fee-category-${index}`} lang={lang(category, "name")}>
            {category.name}
          </h2>
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
                  <th scope="row" className={styles.name} lang={lang(item, "name")}>
                    {item.name}
                  </th>
                  <td className={styles.price} lang={language}>
                    {price(item)}
                  </td>
                  <td className={styles.note}>
                    {item.unit || item.note ? (
                      <>
                        {item.unit ? <span lang={lang(item, "unit")}>{item.unit}</span> : null}
                        {item.unit && item.note ? " · " : null}
                        {item.note ? <span lang={lang(item, "note")}>{item.note}</span> : null}
                      </>
                    ) : (
                      "-"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {fees.notes ? (
        <section className={styles.notes} aria-label={t("notes")}>
          <h2 className={styles.notesTitle}>{t("notes")}</h2>
          <ul lang={lang(fees, "notes")}>
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
