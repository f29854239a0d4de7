"use client";

import type { DeskReservation, ReservationStatus } from "@clinic/shared";
import { useActionState } from "react";
import base from "@/console/components/console.module.css";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { deskAction } from "../actions";
import { BookingDialog } from "../desk-booking/booking-dialog";
import { DeskMarks } from "../desk-booking/desk-marks";
import styles from "./desk.module.css";

interface Props {
  partnerId: number;
  id: number;
  status: ReservationStatus;
  /** The reservation's time has begun: visited / no-show become possible. */
  begun: boolean;
  /** Who the buttons are about, for screen readers ("김하늘 10:00"). */
  subject: string;
  /** The whole booking (the day list): adds 수정, 체크인 and 되돌리기 (issue 27). */
  row?: DeskReservation;
}

/** The buttons a reservation's status allows; each is its own small form posting to the desk action. */
export function ReservationActions({ partnerId, id, status, begun, subject, row }: Props) {
  const [state, action] = useActionState(deskAction, INITIAL_FORM_STATE);
  const hidden = (name: string) => (
    <>
      <input type="hidden" name="partnerId" value={partnerId} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="action" value={name} />
    </>
  );
  const open = status === "REQUESTED" || status === "CONFIRMED";
  const marks = row ? <DeskMarks partnerId={partnerId} row={row} now={Date.now()} /> : null;
  if (!open) return marks;
  const reasonId = `cancel-reason-${id}`;
  return (
    <fieldset className={styles.actions}>
      <legend className="visually-hidden">{subject} 예약 처리</legend>
      <FormMessage state={state} />
      {marks}
      <div className={styles.buttons}>
        {status === "REQUESTED" ? (
          <form action={action}>
            {hidden("confirm")}
            <SubmitButton>확정</SubmitButton>
          </form>
        ) : null}
        {/* A checked-in patient may be marked visited before the hour; a no-show waits for it. */}
        {status === "CONFIRMED" && (begun || row?.checkedInAt) ? (
          <form action={action}>
            {hidden("visited")}
            <SubmitButton variant="secondary">내원 완료</SubmitButton>
          </form>
        ) : null}
        {status === "CONFIRMED" && begun ? (
          <form action={action}>
            {hidden("no-show")}
            <SubmitButton variant="secondary">노쇼</SubmitButton>
          </form>
        ) : null}
        {row ? <BookingDialog partnerId={partnerId} row={row} date={row.reservedAt.slice(0, 10)} /> : null}
      </div>
      <details className={styles.cancel}>
        <summary>예약 취소</summary>
        <form action={action} className={styles.cancelForm}>
          {hidden("cancel")}
          <label className={base.label} htmlFor={reasonId}>
            취소 사유
          </label>
          <textarea
            className={base.input}
            id={reasonId}
            name="reason"
            required
            maxLength={200}
            rows={2}
            aria-invalid={state.fields?.reason ? true : undefined}
            aria-describedby={state.fields?.reason ? `${reasonId}-error` : undefined}
          />
          {state.fields?.reason ? (
            <span className={base.fieldError} id={`${reasonId}-error`}>
              {state.fields.reason}
            </span>
          ) : null}
          <SubmitButton variant="danger">취소 확정</SubmitButton>
        </form>
      </details>
    </fieldset>
  );
}
