import type { DeskReservation } from "@clinic/shared";
import base from "@/console/components/console.module.css";
import styles from "./desk.module.css";
import { dayLabel, seoulDateOf, seoulTime } from "./desk-dates";
import { ReservationActions } from "./reservation-actions";
import { ReservationDetails } from "./reservation-details";

/** Every request waiting for the clinic's confirmation, across dates, oldest reservation time first. */
export function PendingQueue({
  partnerId,
  count,
  rows,
}: {
  partnerId: number;
  count: number;
  rows: DeskReservation[];
}) {
  return (
    <section className={base.card} aria-labelledby="pending-queue">
      <h2 id="pending-queue">확정 대기 {count}건</h2>
      {rows.length === 0 ? (
        <p className={base.muted}>확정을 기다리는 예약이 없습니다.</p>
      ) : (
        <ul className={styles.list} data-testid="pending-list">
          {rows.map((row) => {
            const day = dayLabel(seoulDateOf(row.reservedAt));
            const time = seoulTime(row.reservedAt);
            return (
              <li key={row.id} className={styles.item} data-testid="pending-reservation" data-id={row.id}>
                <time className={styles.pendingWhen} dateTime={row.reservedAt}>
                  <span className={styles.pendingDay}>{day}</span>
                  <span className={styles.time}>{time}</span>
                </time>
                <ReservationDetails row={row} />
                <ReservationActions
                  partnerId={partnerId}
                  id={row.id}
                  status={row.status}
                  begun={false}
                  subject={`${row.name} ${day} ${time}`}
                  row={row}
                />
              </li>
            );
          })}
        </ul>
      )}
      {count > rows.length ? <p className={base.muted}>가장 이른 {rows.length}건만 표시합니다.</p> : null}
    </section>
  );
}
