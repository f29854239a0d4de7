import type { DeskReservation, Schedule } from "@clinic/shared";
import Link from "next/link";
import { dayLabel, seoulDateOf } from "../components/desk-dates";
import { clinicDay } from "./day-model";
import { gridHref } from "./grid-nav";
import styles from "./grid-page.module.css";

/** Monday to Sunday: each day's bookings counted, its holiday or half day, doctors off; each opens its day grid. */
export function WeekOverview({
  partnerId,
  days,
  rows,
  schedule,
}: {
  partnerId: number;
  days: string[];
  rows: DeskReservation[];
  schedule: Schedule;
}) {
  return (
    <section className={styles.week} aria-label="주간 예약 현황" data-testid="grid-week">
      {days.map((day) => {
        const ofDay = rows.filter((row) => row.status !== "CANCELLED" && seoulDateOf(row.reservedAt) === day);
        const requested = ofDay.filter((row) => row.status === "REQUESTED").length;
        const clinic = clinicDay(schedule, day);
        const dated = schedule.doctors.flatMap((doctor) => {
          const override = doctor.overrides.find((row) => row.date === day);
          return override ? [{ name: doctor.name, ...override }] : [];
        });
        return (
          <article
            key={day}
            className={styles.weekDay}
            data-closed={clinic.closed ? "" : undefined}
            data-date={day}
          >
            <h3>
              <Link href={gridHref(partnerId, "day", day)}>{dayLabel(day)}</Link>
            </h3>
            <p className={styles.count}>{ofDay.length}건</p>
            {requested > 0 ? <p>확정 대기 {requested}건</p> : null}
            {clinic.label ? (
              <p className={styles.dayTag} data-closed={clinic.closed ? "" : undefined}>
                {clinic.label}
              </p>
            ) : null}
            {dated.length > 0 ? (
              <ul aria-label="의료진 일정 변경">
                {dated.map((row) => (
                  <li key={row.name} className={row.isOff ? styles.off : undefined}>
                    {row.name} {row.isOff ? "휴무" : `근무 ${row.startTime}–${row.endTime}`}
                    {row.note ? ` (${row.note})` : ""}
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        );
      })}
    </section>
  );
}
