import type { Language, Reservation } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { formatWon } from "@/features/catalogue/price";
import { WriteReviewButton } from "@/features/reviews/components/write-review-button";
import { formatDateTime, formatDuration } from "@/ui/format/intl";
import { formatPhone, telHref } from "@/ui/format/phone";
import { formatReservationTime } from "../format";
import { CancelReservation } from "./cancel-reservation";
import { RescheduleReservation } from "./reschedule-reservation";
import styles from "./reservation-history.module.css";

/** Decision 16: a visit may be reviewed once the clinic confirmed it and its time has passed. */
const isVisited = (reservation: Reservation, now: number) =>
  reservation.status === "CONFIRMED" && Date.parse(reservation.reservedAt) < now;

/** A booking still to come that the patient or the clinic may act on. */
const isUpcoming = (reservation: Reservation, now: number) =>
  (reservation.status === "REQUESTED" || reservation.status === "CONFIRMED") &&
  Date.parse(reservation.reservedAt) >= now;

/** "24시간", "90분": the clinic's cut-off as the policy line says it. */
export function cutoffText(minutes: number, language: Language = "ko"): string {
  if (language !== "ko") return formatDuration(minutes, language) ?? "";
  if (minutes >= 60 && minutes % 60 === 0) return `${minutes / 60}시간`;
  return `${minutes}분`;
}

/**
 * The my-page's '예약 내역' (issue 27): 다가오는 예약 (soonest first) apart from 지난 예약 (newest first, cancelled ones
 * included), each with its Seoul date and time, kind, status, treatments and total. An upcoming booking within
 * the clinic's policy offers 예약 변경 and 취소; past the cut-off it says until when that was possible and gives
 * the clinic's number as a tel: link. 후기 작성 once visited. `rows` null = not loaded.
 */
export function ReservationHistory({
  rows,
  clinicPhone = null,
}: {
  rows: readonly Reservation[] | null;
  /** The clinic's number (its line, else its phone), for bookings the patient can no longer change. */
  clinicPhone?: string | null;
}) {
  const t = useTranslations("reservation");
  if (rows === null) {
    return (
      <p className={styles.empty} role="status">
        {t("loadFailed")}
      </p>
    );
  }
  if (rows.length === 0) {
    return (
      <p className={styles.empty} data-testid="reservation-empty">
        {t("none")}
      </p>
    );
  }
  const now = Date.now();
  const upcoming = rows
    .filter((reservation) => isUpcoming(reservation, now))
    .sort((a, b) => Date.parse(a.reservedAt) - Date.parse(b.reservedAt));
  const past = rows.filter((reservation) => !isUpcoming(reservation, now));
  const item = (reservation: Reservation) => (
    <ReservationItem
      key={reservation.id}
      reservation={reservation}
      upcoming={isUpcoming(reservation, now)}
      visited={isVisited(reservation, now)}
      clinicPhone={clinicPhone}
    />
  );
  return (
    <div className={styles.groups} data-testid="reservation-history">
      <section aria-labelledby="reservations-upcoming">
        <h3 id="reservations-upcoming" className={styles.groupTitle}>
          {t("upcoming")}
        </h3>
        {upcoming.length === 0 ? (
          <p className={styles.empty}>{t("noUpcoming")}</p>
        ) : (
          <ul className={styles.list} data-testid="reservations-upcoming">
            {upcoming.map(item)}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="reservations-past">
          <h3 id="reservations-past" className={styles.groupTitle}>
            {t("past")}
          </h3>
          <ul className={styles.list} data-testid="reservations-past">
            {past.map(item)}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function ReservationItem({
  reservation,
  upcoming,
  visited,
  clinicPhone,
}: {
  reservation: Reservation;
  upcoming: boolean;
  visited: boolean;
  clinicPhone: string | null;
}) {
  const t = useTranslations("reservation");
  const language = useLocale();
  const tel = telHref(clinicPhone);
  const closed = upcoming && !reservation.cancellable;
  return (
    <li className={styles.item} data-testid="reservation-item">
      <div className={styles.head}>
        <p className={styles.when}>
          <time dateTime={reservation.reservedAt}>
            {(language === "ko"
              ? formatReservationTime(reservation.reservedAt)
              : formatDateTime(reservation.reservedAt, language)) ?? reservation.reservedAt}
          </time>
        </p>
        <span className={styles.status} data-status={reservation.status}>
          {t(`statuses.${reservation.status}`)}
        </span>
      </div>
      <p className={styles.type}>
        {t(`types.${reservation.type}`)}
        {reservation.employee ? (
          <>
            {" · "}
            <span lang="ko">{reservation.employee.name}</span>
          </>
        ) : null}
      </p>
      {reservation.items.length > 0 ? (
        <ul className={styles.lines} aria-label={t("lines")}>
          {reservation.items.map((line) => (
            <li key={line.productOptionId}>
              <span lang="ko">
                {line.productName} · {line.optionName}
              </span>
              <span>{formatWon(line.price, language)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.foot}>
        {reservation.items.length > 0 ? (
          <p className={styles.total}>
            {t("total")} <strong>{formatWon(reservation.totalPrice, language)}</strong>
          </p>
        ) : (
          <span />
        )}
        {upcoming && reservation.cancellable ? (
          <div className={styles.actions}>
            <RescheduleReservation reservation={reservation} />
            <CancelReservation reservationId={reservation.id} />
          </div>
        ) : reservation.cancellable ? (
          <CancelReservation reservationId={reservation.id} />
        ) : null}
        {visited ? <WriteReviewButton reservationId={reservation.id} /> : null}
      </div>
      {closed ? (
        <p className={styles.policy} data-testid="reservation-policy">
          {t("policy", { cutoff: cutoffText(reservation.cancelCutoffMinutes ?? 1440, language) })}{" "}
          {tel ? (
            <>
              {t("callUs")} <a href={tel}>{formatPhone(clinicPhone)}</a>
            </>
          ) : (
            t("callUsPlain")
          )}
        </p>
      ) : null}
    </li>
  );
}
