import type { DeskReservation } from "@clinic/shared";
import base from "@/console/components/console.module.css";
import styles from "./desk.module.css";
import { dayLabel, seoulTime } from "./desk-dates";
import { ReservationActions } from "./reservation-actions";
import { ReservationDetails } from "./reservation-details";

/** One day's reservations by time, each with the buttons its status allows. */
export function DayList({
  partnerId,
  date,
  rows,
}: {
  partnerId: number;
  date: string;
  rows: DeskReservation[];
}) {
  const now = Date.now();
  return (
    <section className={base.card} aria-labelledby="desk-day">
      <h2 id="desk-day">
        {dayLabel(date)} 예약 {rows.length}건
      </h2>
      {rows.length === 0 ? (
        <p className={base.muted}>예약이 없습니다.</p>
      ) : (
        <ul className={styles.list} data-testid="desk-list">
          {rows.map((row) => {
            const time = seoulTime(row.reservedAt);
            return (
              <li key={row.id} className={styles.item} data-testid="desk-reservation" data-id={row.id}>
                <time className={styles.time} dateTime={row.reservedAt}>
                  {time}
                </time>
                <ReservationDetails row={row} />
                <ReservationActions
                  partnerId={partnerId}
                  id={row.id}
                  status={row.status}
                  begun={Date.parse(row.reservedAt) <= now}
                  subject={`${row.name} ${time}`}
                  row={row}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
