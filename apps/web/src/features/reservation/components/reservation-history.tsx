import { type Reservation, reservationStatusLabels } from "@clinic/shared";
import { formatWon } from "@/features/catalogue/price";
import { WriteReviewButton } from "@/features/reviews/components/write-review-button";
import { formatReservationTime, reservationTypeLabels } from "../format";
import { CancelReservation } from "./cancel-reservation";
import styles from "./reservation-history.module.css";

/** Decision 16: a visit may be reviewed once the clinic confirmed it and its time has passed. */
const isVisited = (reservation: Reservation, now: number) =>
  reservation.status === "CONFIRMED" && Date.parse(reservation.reservedAt) < now;

/**
 * The my-page's '예약 내역': newest first as the API orders them, each with its Seoul date and time, kind,
 * status, treatments and total, 취소 while the API says it is still cancellable, and 후기 작성 once visited.
 * `rows` null = not loaded.
 */
export function ReservationHistory({ rows }: { rows: readonly Reservation[] | null }) {
  if (rows === null) {
    return (
      <p className={styles.empty} role="status">
        예약 내역을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
      </p>
    );
  }
  if (rows.length === 0) {
    return (
      <p className={styles.empty} data-testid="reservation-empty">
        예약 내역이 없습니다.
      </p>
    );
  }
  const now = Date.now();
  return (
    <ul className={styles.list} data-testid="reservation-history">
      {rows.map((reservation) => (
        <li key={reservation.id} className={styles.item} data-testid="reservation-item">
          <div className={styles.head}>
            <p className={styles.when}>
              <time dateTime={reservation.reservedAt}>
                {formatReservationTime(reservation.reservedAt) ?? reservation.reservedAt}
              </time>
            </p>
            <span className={styles.status} data-status={reservation.status}>
              {reservationStatusLabels[reservation.status]}
            </span>
          </div>
          <p className={styles.type}>
            {reservationTypeLabels[reservation.type]}
            {reservation.employee ? ` · ${reservation.employee.name}` : null}
          </p>
          {reservation.items.length > 0 ? (
            <ul className={styles.lines} aria-label="예약 시술">
              {reservation.items.map((line) => (
                <li key={line.productOptionId}>
                  <span>
                    {line.productName} · {line.optionName}
                  </span>
                  <span>{formatWon(line.price)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.foot}>
            {reservation.items.length > 0 ? (
              <p className={styles.total}>
                합계 <strong>{formatWon(reservation.totalPrice)}</strong>
              </p>
            ) : (
              <span />
            )}
            {reservation.cancellable ? <CancelReservation reservationId={reservation.id} /> : null}
            {isVisited(reservation, now) ? <WriteReviewButton reservationId={reservation.id} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
