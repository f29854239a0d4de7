import { type DeskReservation, reservationStatusLabels } from "@clinic/shared";
import base from "@/console/components/console.module.css";
import { PhoneLink } from "@/console/components/phone-link";
import styles from "./desk.module.css";
import { dayLabel, seoulTime } from "./desk-dates";
import { typeLabels } from "./desk-filters";
import { ReservationActions } from "./reservation-actions";

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
                  {row.status === "CANCELLED" ? (
                    <p className={styles.meta}>
                      {row.cancelledBy === "CUSTOMER" ? "고객 취소" : "병원 취소"}
                      {row.cancelReason ? ` · 사유: ${row.cancelReason}` : ""}
                    </p>
                  ) : null}
                </div>
                <ReservationActions
                  partnerId={partnerId}
                  id={row.id}
                  status={row.status}
                  begun={Date.parse(row.reservedAt) <= now}
                  subject={`${row.name} ${time}`}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
