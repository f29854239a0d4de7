import { type DeskReservation, reservationStatusLabels } from "@clinic/shared";
import base from "@/console/components/console.module.css";
import { PhoneLink } from "@/console/components/phone-link";
import styles from "./desk.module.css";
import { dayLabel, seoulDateOf, seoulTime } from "./desk-dates";
import { typeLabels } from "./desk-filters";
import { ReservationActions } from "./reservation-actions";

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
                <div>
                  <p className={styles.who}>
                    {row.name} · <PhoneLink phone={row.phone} />{" "}
                    <span className={styles.status} data-status={row.status}>
                      {reservationStatusLabels[row.status]}
                    </span>
                  </p>
                  <p className={styles.meta}>
                    {typeLabels[row.type]} · {row.durationMinutes}분
                    {row.employee ? ` · ${row.employee.name}` : ""}
                  </p>
                  {row.items.length > 0 ? (
                    <p className={styles.meta}>
                      {row.items.map((item) => `${item.productName} ${item.optionName}`).join(", ")}
                    </p>
                  ) : null}
                  {row.memo ? <p className={styles.meta}>메모: {row.memo}</p> : null}
                </div>
                <ReservationActions
                  partnerId={partnerId}
                  id={row.id}
                  status={row.status}
                  begun={false}
                  subject={`${row.name} ${day} ${time}`}
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
