"use client";

import type { Reservation } from "@clinic/shared";
import { useEffect, useId, useState } from "react";
import { toast } from "@/features/client-state/toasts";
import { Button } from "@/features/shell/components/ui/button";
import { useRouter } from "@/ui/language/navigation";
import { loadFreeDates, loadFreeTimes, moveReservation } from "../reservation-client";
import styles from "./reservation-history.module.css";

/** Success toast after a move. */
export const MOVED_MESSAGE = "예약이 변경되었습니다.";

const seoulDay = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  month: "long",
  day: "numeric",
  weekday: "short",
});
/** "12월 1일 (화)" for a Seoul date (YYYY-MM-DD). */
const dayLabel = (date: string) => seoulDay.format(new Date(`${date}T12:00:00+09:00`));

type Slot = { time: string; startsAt: string };

const kindOf = (type: Reservation["type"], options: string) => ({
  type,
  productOptionIds: options === "" ? [] : options.split(",").map(Number),
});

/**
 * 예약 변경 (issue 27): a date and a time from the same availability the reservation widget offers, for this
 * booking's kind and treatments, then PUT …/time. The API checks everything again (cut-off, capacity) and its
 * Korean 409 is shown in place; a taken time sends the customer back to pick another.
 */
export function RescheduleReservation({ reservation }: { reservation: Reservation }) {
  const router = useRouter();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [dates, setDates] = useState<string[] | null>(null);
  const [date, setDate] = useState("");
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The treatments as a string, so the dates load once per opening and not on every render.
  const options = reservation.items.map((line) => line.productOptionId).join(",");
  const kind = kindOf(reservation.type, options);

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadFreeDates(kindOf(reservation.type, options)).then((answer) => {
      if (!live) return;
      if (answer.ok) setDates(answer.data.dates);
      else setError(answer.message);
    });
    return () => {
      live = false;
    };
  }, [open, reservation.type, options]);

  async function pickDate(next: string) {
    setDate(next);
    setChosen(null);
    setSlots(null);
    setError(null);
    if (next === "") return;
    const answer = await loadFreeTimes(kind, next);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setSlots(answer.data.slots.filter((slot) => slot.available));
  }

  async function save() {
    if (chosen === null) return;
    setSending(true);
    setError(null);
    const answer = await moveReservation(reservation.id, chosen);
    setSending(false);
    if (answer.ok) {
      setOpen(false);
      toast.success(MOVED_MESSAGE);
      router.refresh();
      return;
    }
    setError(answer.message);
    // The time may have been taken meanwhile: show the date's times as they are now.
    if (answer.status === 409 && date !== "") await pickDate(date);
  }

  if (!open) {
    return (
      <Button variant="line" size="small" onClick={() => setOpen(true)} data-testid="reservation-move">
        예약 변경
      </Button>
    );
  }
  const titleId = `${ids}-title`;
  const dateId = `${ids}-date`;
  return (
    <section className={styles.move} aria-labelledby={titleId} data-testid="reservation-move-panel">
      <p id={titleId} className={styles.confirmTitle}>
        바꿀 날짜와 시간을 고르세요
      </p>
      <label className={styles.moveLabel} htmlFor={dateId}>
        날짜
      </label>
      <select
        id={dateId}
        className={styles.select}
        value={date}
        disabled={dates === null}
        onChange={(event) => pickDate(event.target.value)}
      >
        <option value="">{dates === null ? "불러오는 중…" : "날짜 선택"}</option>
        {(dates ?? []).map((day) => (
          <option key={day} value={day}>
            {dayLabel(day)}
          </option>
        ))}
      </select>
      {dates !== null && dates.length === 0 ? (
        <p className={styles.empty}>예약 가능한 날짜가 없습니다. 병원으로 전화해 주세요.</p>
      ) : null}
      {slots !== null ? (
        slots.length === 0 ? (
          <p className={styles.empty}>이 날은 예약 가능한 시간이 없습니다. 다른 날짜를 골라 주세요.</p>
        ) : (
          <fieldset className={styles.times}>
            <legend className={styles.moveLabel}>시간</legend>
            {slots.map((slot) => (
              <Button
                key={slot.startsAt}
                variant={chosen === slot.startsAt ? "primary" : "line"}
                size="small"
                aria-pressed={chosen === slot.startsAt}
                onClick={() => setChosen(slot.startsAt)}
              >
                {slot.time}
              </Button>
            ))}
          </fieldset>
        )
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="line" size="small" disabled={sending} onClick={() => setOpen(false)}>
          돌아가기
        </Button>
        <Button
          size="small"
          disabled={sending || chosen === null}
          onClick={save}
          data-testid="reservation-move-confirm"
        >
          {sending ? "처리 중…" : "변경하기"}
        </Button>
      </div>
    </section>
  );
}
