import { feesChangedDay, formatFeePrice, formatFeesChangedAt, type NonCoveredFees } from "@clinic/shared";
import styles from "./fee-table.module.css";

/**
 * The 비급여 진료비용 tables (issue 25): one table per category with the item, its price or range (최소 ~ 최대) and
 * what the price is for, then the notes and the date of the last change. A server component.
 */
export function FeeTables({ fees }: { fees: NonCoveredFees }) {
  const changed = fees.changedAt ? formatFeesChangedAt(fees.changedAt) : "";
  return (
    <div className={styles.fees} data-testid="non-covered-fees">
      {changed && fees.changedAt ? (
        <p className={styles.changed}>
          최종 변경일{" "}
          <time dateTime={feesChangedDay(fees.changedAt)} data-testid="fees-changed-at">
            {changed}
          </time>
        </p>
      ) : null}
      {fees.categories.map((category) => (
        <section key={category.name} className={styles.category} aria-label={category.name}>
          <h2 className={styles.categoryTitle}>{category.name}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">항목</th>
                <th scope="col">금액</th>
                <th scope="col">기준 · 비고</th>
              </tr>
            </thead>
            <tbody>
              {category.items.map((item) => (
                // Names may repeat within a category with another basis (국산 / 수입): the row's content is its key.
                <tr key={`${item.name}|${item.unit}|${item.priceMin}|${item.priceMax}|${item.note}`}>
                  <th scope="row" className={styles.name}>
                    {item.name}
                  </th>
                  <td className={styles.price}>{formatFeePrice(item)}</td>
                  <td className={styles.note}>{[item.unit, item.note].filter(Boolean).join(" · ") || "-"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {fees.notes ? (
        <section className={styles.notes} aria-label="안내 사항">
          <h2 className={styles.notesTitle}>안내 사항</h2>
          <ul>
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
