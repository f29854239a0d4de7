import type { ReportSummary } from "@clinic/shared";
import { ColumnHeads } from "@/console/components/column-heads";
import base from "@/console/components/console.module.css";
import { formatBookings, formatCount, formatDay } from "../format";
import styles from "../reports.module.css";

type Day = ReportSummary["days"][number];

const WIDTH = 720;
const HEIGHT = 200;

/**
 * Bookings per day (by reservation date) as a server-rendered inline SVG: one bar per day, its cancelled part in a
 * lighter tone, each bar's <title> naming its figures. The SVG stretches to the card's width (its bars carry no
 * text to distort); the same figures are in a table below for screen readers and for reading exact numbers.
 */
export function DayChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((day) => day.reserved));
  const total = days.reduce((sum, day) => sum + day.reserved, 0);
  const busiest = days.reduce<Day | null>(
    (best, day) => (best && best.reserved >= day.reserved ? best : day),
    null,
  );
  const slot = WIDTH / Math.max(1, days.length);
  const gap = slot > 6 ? Math.min(4, slot * 0.2) : 0;
  const scale = (value: number) => (value / max) * HEIGHT;
  const label =
    `일별 예약 막대 그래프: ${days.length}일 동안 ${formatBookings(total)}` +
    (busiest && busiest.reserved > 0
      ? `, 가장 많은 날 ${formatDay(busiest.date)} ${formatBookings(busiest.reserved)}`
      : "");
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.chartCaption}>
        <span>일별 예약 (예약일 기준)</span>
        <span className={base.muted}>최대 {formatBookings(max)}</span>
      </figcaption>
      <svg
        className={styles.dayChart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        {[0.25, 0.5, 0.75].map((line) => (
          <line
            key={line}
            x1={0}
            x2={WIDTH}
            y1={HEIGHT * line}
            y2={HEIGHT * line}
            className={styles.gridLine}
          />
        ))}
        {days.map((day, index) => {
          const kept = day.reserved - day.cancelled;
          const x = index * slot + gap / 2;
          const width = Math.max(0.5, slot - gap);
          return (
            <g key={day.date}>
              <title>{`${formatDay(day.date)}: 예약 ${formatCount(day.reserved)}건 (취소 ${formatCount(day.cancelled)}건), 접수 ${formatCount(day.created)}건`}</title>
              <rect
                x={x}
                width={width}
                y={HEIGHT - scale(kept)}
                height={scale(kept)}
                className={styles.bar}
              />
              <rect
                x={x}
                width={width}
                y={HEIGHT - scale(day.reserved)}
                height={scale(day.cancelled)}
                className={styles.barCancelled}
              />
            </g>
          );
        })}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{days[0] ? formatDay(days[0].date) : ""}</span>
        <span>{days.at(-1) ? formatDay((days.at(-1) as Day).date) : ""}</span>
      </div>
      <p className={styles.legend}>
        <span className={styles.keyBar} aria-hidden="true" /> 예약
        <span className={styles.keyCancelled} aria-hidden="true" /> 그중 취소
      </p>
      <details className={styles.details}>
        <summary>일별 표로 보기</summary>
        <div className={styles.tableScroll}>
          <table className={base.table}>
            <caption className="visually-hidden">일별 예약, 취소, 접수 건수</caption>
            <ColumnHeads names={["날짜", "예약", "취소", "접수"]} />
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date)}</th>
                  <td>{formatCount(day.reserved)}</td>
                  <td>{formatCount(day.cancelled)}</td>
                  <td>{formatCount(day.created)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
