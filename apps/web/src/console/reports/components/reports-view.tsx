import { type ReportSummary, reportSourceLabels } from "@clinic/shared";
import base from "@/console/components/console.module.css";
import { formatDay } from "../format";
import type { ReportRangeChoice } from "../range";
import styles from "../reports.module.css";
import { BarTable } from "./bar-table";
import { DayChart } from "./day-chart";
import { ExportForm } from "./export-form";
import { RangePicker } from "./range-picker";
import { SummaryCards } from "./summary-cards";

const sourceLabel = (row: ReportSummary["sources"][number]) =>
  row.kind === "UTM" ? (row.source ?? "") : reportSourceLabels[row.kind];

/** The page's body: range, cards, the per-day chart, treatments and sources, and the export. */
export function ReportsView({
  partnerId,
  range,
  summary,
  exportRange,
  exportError,
}: {
  partnerId: number;
  range: ReportRangeChoice;
  summary: ReportSummary;
  /** The export form's dates: the range shown, or the dates of a refused export. */
  exportRange: { from: string; to: string };
  exportError: string | null;
}) {
  return (
    <div className={`${base.page} ${styles.page}`}>
      <RangePicker partnerId={partnerId} range={range} />
      <section aria-labelledby="report-figures" className={styles.figure}>
        <h2 className={styles.heading} id="report-figures">
          {formatDay(summary.from)} ~ {formatDay(summary.to)} ({summary.days.length}일)
        </h2>
        <SummaryCards summary={summary} />
      </section>
      <section className={base.card} aria-label="일별 예약">
        <DayChart days={summary.days} />
      </section>
      <div className={styles.columns}>
        <BarTable
          title="시술별 예약"
          empty="기간 중 시술 예약이 없습니다."
          rows={summary.treatments.map((row) => ({ key: row.name, label: row.name, count: row.count }))}
        />
        <BarTable
          title="유입 경로별 예약"
          empty="기간 중 예약이 없습니다."
          rows={summary.sources.map((row) => ({
            key: `${row.kind}:${row.source ?? ""}`,
            label: sourceLabel(row),
            count: row.count,
          }))}
        />
      </div>
      <ExportForm partnerId={partnerId} from={exportRange.from} to={exportRange.to} error={exportError} />
    </div>
  );
}
