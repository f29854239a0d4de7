import base from "@/console/components/console.module.css";
import { clinicHref } from "@/console/lib/paths";
import { AlertMessage } from "@/ui/alert/alert-message";
import styles from "../reports.module.css";

/**
 * The bookings export: a plain GET form to the console's own download route, which streams the API's CSV through
 * (the browser saves it under the name the answer gives). A refused range comes back here with `error`.
 */
export function ExportForm({
  partnerId,
  from,
  to,
  error,
}: {
  partnerId: number;
  from: string;
  to: string;
  error: string | null;
}) {
  return (
    <section className={base.card} id="export" aria-labelledby="export-title">
      <div>
        <h2 className={styles.heading} id="export-title">
          예약 내역 내려받기 (CSV)
        </h2>
        <p className={base.muted}>예약일 기준, 최대 1년(366일)까지. 엑셀에서 한글이 그대로 열립니다.</p>
      </div>
      <AlertMessage className={base.alert}>{error}</AlertMessage>
      <form
        className={styles.rangeForm}
        method="get"
        action={clinicHref(partnerId, "reservations/export.csv")}
      >
        <div className={base.field}>
          <label className={base.label} htmlFor="export-from">
            시작일
          </label>
          <input
            className={base.input}
            id="export-from"
            type="date"
            name="from"
            defaultValue={from}
            required
          />
        </div>
        <div className={base.field}>
          <label className={base.label} htmlFor="export-to">
            종료일
          </label>
          <input className={base.input} id="export-to" type="date" name="to" defaultValue={to} required />
        </div>
        <button className={base.button} type="submit">
          CSV 내려받기
        </button>
      </form>
    </section>
  );
}
