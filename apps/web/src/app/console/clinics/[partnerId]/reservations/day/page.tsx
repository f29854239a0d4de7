import type { Metadata } from "next";
import { notFound } from "next/navigation";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { one } from "@/console/lib/search-params";
import { AutoRefresh } from "@/console/reservations/components/auto-refresh";
import { addDays, dayLabel, realDate, seoulToday } from "@/console/reservations/components/desk-dates";
import { DayGrid } from "@/console/reservations/grid/day-grid";
import { dayModel } from "@/console/reservations/grid/day-model";
import { GridNav } from "@/console/reservations/grid/grid-nav";
import styles from "@/console/reservations/grid/grid-page.module.css";

export const metadata: Metadata = { title: "예약 시간표" };

/** One date as a time × doctor grid (issue 27); the data is read here, the grid only draws and moves. */
export default async function ReservationDayPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  const date = realDate(one((await searchParams).date)) ?? seoulToday();
  const [{ rows }, schedule] = await Promise.all([
    consoleGet("desk", { params: { partnerId }, query: { from: date, to: date } }),
    consoleGet("schedule", { params: { partnerId } }),
  ]);
  const model = dayModel(schedule, date, rows);
  const count = model.bookings.length;
  return (
    <div className={base.page}>
      <PageHead
        title="예약 시간표"
        lead="의료진별로 하루의 예약을 시간 순으로 보여 줍니다. 예약을 옮기면 환자에게 안내됩니다."
      />
      <AutoRefresh partnerId={partnerId} />
      <GridNav
        partnerId={partnerId}
        view="day"
        date={date}
        previous={addDays(date, -1)}
        next={addDays(date, 1)}
      />
      <section className={base.card} aria-labelledby="grid-day">
        <h2 id="grid-day" className={styles.dayHeading}>
          {dayLabel(date)} 예약 {count}건
          {model.clinic.label ? (
            <span
              className={styles.dayTag}
              data-closed={model.clinic.closed ? "" : undefined}
              data-testid="day-tag"
            >
              {model.clinic.label}
            </span>
          ) : null}
        </h2>
        {model.times.length === 0 ? (
          <p className={base.muted}>진료하지 않는 날입니다.</p>
        ) : (
          <DayGrid partnerId={partnerId} model={model} />
        )}
      </section>
    </div>
  );
}
