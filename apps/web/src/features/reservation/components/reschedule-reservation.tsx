"use client";

import type { Reservation } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { toast } from "@/features/client-state/toasts";
import type { FailureKey } from "@/features/i18n/form-messages";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { AlertMessage } from "@/ui/alert/alert-message";
import { useRouter } from "@/ui/language/navigation";
import { loadFreeDates, loadFreeTimes, moveReservation } from "../reservation-client";
import styles from "./reservation-history.module.css";

/** "12월 1일 (화)" (en "Tue, Dec 1") for a Seoul date (YYYY-MM-DD), in the page's language. */
const dayLabel = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: "Asia/Seoul",
    month: language === "ko" ? "long" : "short",
    day: "numeric",
    weekday: "short",
  }).format(new Date(`${date}T12:00:00+09:00`));

type Slot = { time: string; startsAt: string };
/** A refused call as shown: the API's Korean on a Korean page, else the catalogue's (`fallback` for unknown ones). */
type Failure = { status: number; message: string; fallback?: FailureKey };

const kindOf = (type: Reservation["type"], options: string) => ({
  type,
  productOptionIds: options === "" ? [] : options.split(",").map(Number),
});

/**
 * 예약 변경 (issue 27): a date and a time from the same availability the reservation widget offers, for this
 * booking's kind and treatments, then PUT …/time. The API checks everything again (cut-off, capacity) and its
 * Korean 409 is shown in place (the catalogue's words on a foreign page); a taken time sends the customer back to
 * pick another.
 */
export function RescheduleReservation({ reservation }: { reservation: Reservation }) {
  const t = useTranslations("reservationClient");
  const language = useLocale();
  const messages = useFormMessages();
  const router = useRouter();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [dates, setDates] = useState<string[] | null>(null);
  const [date, setDate] = useState("");
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const error = failure ? messages.failure(failure, undefined, failure.fallback) : null;
  // The treatments as a string, so the dates load once per opening and not on every render.
  const options = reservation.items.map((line) => line.productOptionId).join(",");
  const kind = kindOf(reservation.type, options);

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadFreeDates(kindOf(reservation.type, options)).then((answer) => {
      if (!live) return;
      if (answer.ok) setDates(answer.data.dates);
      else setFailure(answer);
    });
    return () => {
      live = false;
    };
  }, [open, reservation.type, options]);

  async function pickDate(next: string) {
    setDate(next);
    setChosen(null);
    setSlots(null);
    setFailure(null);
    if (next === "") return;
    const answer = await loadFreeTimes(kind, next);
    if (!answer.ok) {
      setFailure(answer);
      return;
    }
    setSlots(answer.data.slots.filter((slot) => slot.available));
  }

  async function save() {
    if (chosen === null) return;
    setSending(true);
    setFailure(null);
    const answer = await moveReservation(reservation.id, chosen);
    setSending(false);
    if (answer.ok) {
      setOpen(false);
      toast.success(t("moved"));
      router.refresh();
      return;
    }
    setFailure({ ...answer, fallback: answer.status === 409 ? "moveClosed" : "failed" });
    // The time may have been taken meanwhile: show the date's times as they are now.
    if (answer.status === 409 && date !== "") await pickDate(date);
  }

  if (!open) {
    return (
      <Button variant="line" size="small" onClick={() => setOpen(true)} data-testid="reservation-move">
        {t("move")}
      </Button>
    );
  }
  const titleId = `${ids}-title`;
  const dateId = `${ids}-date`;
  return (
    <section className={styles.move} aria-labelledby={titleId} data-testid="reservation-move-panel">
      <p id={titleId} className={styles.confirmTitle}>
        {t("pickNew")}
      </p>
      <label className={styles.moveLabel} htmlFor={dateId}>
        {t("date")}
      </label>
      <select
        id={dateId}
        className={styles.select}
        value={date}
        disabled={dates === null}
        onChange={(event) => pickDate(event.target.value)}
      >
        <option value="">{dates === null ? t("loading") : t("chooseDate")}</option>
        {(dates ?? []).map((day) => (
          <option key={day} value={day}>
            {dayLabel(day, language)}
          </option>
        ))}
      </select>
      {dates !== null && dates.length === 0 ? <p className={styles.empty}>{t("noDates")}</p> : null}
      {slots !== null ? (
        slots.length === 0 ? (
          <p className={styles.empty}>{t("noTimes")}</p>
        ) : (
          <fieldset className={styles.times}>
            <legend className={styles.moveLabel}>{t("time")}</legend>
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
      <AlertMessage className={styles.error}>{error}</AlertMessage>
      <div className={styles.buttons}>
        <Button variant="line" size="small" disabled={sending} onClick={() => setOpen(false)}>
          {t("back")}
        </Button>
        <Button
          size="small"
          disabled={sending || chosen === null}
          onClick={save}
          data-testid="reservation-move-confirm"
        >
          {sending ? t("processing") : t("confirmMove")}
        </Button>
      </div>
    </section>
  );
}
