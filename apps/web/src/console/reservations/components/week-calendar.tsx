import { type DeskReservation, reservationStatusLabels } from "@clinic/shared";
import Link from "next/link";
import styles from "./desk.module.css";
import { dayLabel, seoulDateOf, seoulTime } from "./desk-dates";
import { type DeskFilterValues, deskHref } from "./desk-filters";
import { LanguageBadge } from "./language-badge";

/** Monday to Sunday with each day's reservations; a day's heading opens its list, where the buttons are. */
export function WeekCalendar({
  partnerId,
  days,
  rows,
  filters,
}: {
  partnerId: number;
  days: string[];
  rows: DeskReservation[];
  filters: DeskFilterValues;
}) {
  return (
    <section className={styles.week} aria-label="주간 예약 달력" data-testid="desk-week">
      {days.map((day) => {
        const ofDay = rows.filter((row) => seoulDateOf(row.reservedAt) === day);
        return (
          <div key={day} className={styles.day}>
            <h3>
              <Link href={deskHref(partnerId, { ...filters, view: "day", date: day })}>
                {dayLabel(day)} ({ofDay.length})
              </Link>
            </h3>
            <ul>
              {ofDay.map((row) => (
                <li key={row.id}>
                  <time dateTime={row.reservedAt}>{seoulTime(row.reservedAt)}</time> {row.name}
                  <LanguageBadge language={row.language} />{" "}
                  <span className={styles.status} data-status={row.status}>
                    {reservationStatusLabels[row.status]}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
