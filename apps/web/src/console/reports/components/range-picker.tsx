import Link from "next/link";
import base from "@/console/components/console.module.css";
import { clinicHref } from "@/console/lib/paths";
import { REPORT_PRESETS, type ReportRangeChoice } from "../range";
import styles from "../reports.module.css";

/** The last 7/30/90 days as links, and any range up to a year through a plain GET form (no JavaScript needed). */
export function RangePicker({ partnerId, range }: { partnerId: number; range: ReportRangeChoice }) {
  const page = clinicHref(partnerId, "reports");
  return (
    <section className={base.card} aria-label="조회 기간">
      <nav className={styles.presets} aria-label="기간 빠른 선택">
        {REPORT_PRESETS.map((days) => (
          <Link
            key={days}
            href={`${page}?days=${days}`}
            aria-current={range.preset === days ? "page" : undefined}
          >
            최근 {days}일
          </Link>
        ))}
      </nav>
      <form className={styles.rangeForm} method="get" action={page}>
        <div className={base.field}>
          <label className={base.label} htmlFor="report-from">
            시작일
          </label>
          <input
            className={base.input}
            id="report-from"
            type="date"
            name="from"
            defaultValue={range.from}
            required
          />
        </div>
        <div className={base.field}>
          <label className={base.label} htmlFor="report-to">
            종료일
          </label>
          <input
            className={base.input}
            id="report-to"
            type="date"
            name="to"
            defaultValue={range.to}
            required
          />
        </div>
        <button className={base.secondary} type="submit">
          기간 적용
        </button>
      </form>
    </section>
  );
}
