import base from "@/console/components/console.module.css";
import { formatCount } from "../format";
import styles from "../reports.module.css";

export interface BarRow {
  key: string;
  label: string;
  count: number;
}

/**
 * Horizontal bars that are a table: each row's name and count are text (what a screen reader and a copy read),
 * the bar beside them a decorative inline SVG scaled to the largest row.
 */
export function BarTable({ title, rows, empty }: { title: string; rows: BarRow[]; empty: string }) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <section className={base.card} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {rows.length === 0 ? (
        <p className={base.muted}>{empty}</p>
      ) : (
        <table className={styles.barTable}>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">항목</th>
              <th scope="col">건수</th>
              <th scope="col">막대</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td className={styles.barCount}>
                  {formatCount(row.count)}건
                  <span className={base.muted}> ({Math.round((row.count / Math.max(1, total)) * 100)}%)</span>
                </td>
                <td className={styles.barCell}>
                  <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                    <rect
                      x={0}
                      y={0}
                      width={(row.count / max) * 100}
                      height={10}
                      rx={1}
                      className={styles.bar}
                    />
                  </svg>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
