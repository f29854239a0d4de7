import type { ReportSummary } from "@clinic/shared";
import { formatBookings, formatCount, formatRate } from "../format";
import styles from "../reports.module.css";

/** The range's headline figures as number cards (a description list, so each number keeps its label). */
export function SummaryCards({ summary }: { summary: ReportSummary }) {
  const { statuses, cancellations, inquiries } = summary;
  const cards: { label: string; value: string; note: string }[] = [
    {
      label: "예약",
      value: formatBookings(summary.bookings),
      note: `상담 ${formatCount(summary.types.VISIT)} · 시술 ${formatCount(summary.types.TREATMENT)}`,
    },
    { label: "새로 접수된 예약", value: formatBookings(summary.created), note: "기간 중 접수일 기준" },
    {
      label: "확정률",
      value: formatRate(summary.confirmationRate),
      note: `확정 이후 ${formatCount(statuses.CONFIRMED + statuses.VISITED + statuses.NO_SHOW)} / 처리 ${formatCount(summary.bookings - statuses.REQUESTED)}`,
    },
    {
      label: "노쇼율",
      value: formatRate(summary.noShowRate),
      note: `노쇼 ${formatCount(statuses.NO_SHOW)} · 내원 ${formatCount(statuses.VISITED)}`,
    },
    {
      label: "취소",
      value: formatBookings(statuses.CANCELLED),
      note: `고객 ${formatCount(cancellations.byCustomer)} · 병원 ${formatCount(cancellations.byClinic)}`,
    },
    { label: "확정 대기 (지금)", value: formatBookings(summary.waitingNow), note: "오늘 이후 예약 신청" },
    {
      label: "새 문의",
      value: formatBookings(inquiries.unhandled),
      note: `미처리 · 기간 중 접수 ${formatCount(inquiries.inRange)}건`,
    },
  ];
  return (
    <dl className={styles.cards}>
      {cards.map((card) => (
        <div key={card.label} className={styles.statCard}>
          <dt>{card.label}</dt>
          <dd className={styles.statValue}>{card.value}</dd>
          <dd className={styles.statNote}>{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
