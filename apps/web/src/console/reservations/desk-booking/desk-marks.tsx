"use client";

import type { DeskReservation } from "@clinic/shared";
import { useActionState } from "react";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { consoleTime } from "@/console/lib/time";
import { deskMark } from "./actions";
import styles from "./desk-booking.module.css";

const SEOUL_MS = 9 * 60 * 60 * 1000;
const seoulDay = (instant: number) => Math.floor((instant + SEOUL_MS) / (24 * 60 * 60 * 1000));

/**
 * 체크인 (an open booking on its Seoul day, before its time too) and 되돌리기 (a visited / no-show mark, on the
 * day it was made). The API decides; these only hide buttons that would surely be refused.
 */
export function DeskMarks({ partnerId, row, now }: { partnerId: number; row: DeskReservation; now: number }) {
  const [state, action] = useActionState(deskMark, INITIAL_FORM_STATE);
  const open = row.status === "REQUESTED" || row.status === "CONFIRMED";
  const canCheckIn =
    open && row.checkedInAt === null && seoulDay(Date.parse(row.reservedAt)) === seoulDay(now);
  const canUndo =
    (row.status === "VISITED" || row.status === "NO_SHOW") &&
    row.outcomeAt !== null &&
    seoulDay(Date.parse(row.outcomeAt)) === seoulDay(now);
  const checkedIn = open && row.checkedInAt !== null;
  if (!canCheckIn && !canUndo && !checkedIn && state.message === undefined) return null;
  const mark = canCheckIn ? "check-in" : "undo";
  return (
    <div className={styles.marks}>
      <FormMessage state={state} />
      {checkedIn && row.checkedInAt ? (
        <span className={styles.checkedIn}>체크인 {consoleTime(row.checkedInAt)}</span>
      ) : null}
      {canCheckIn || canUndo ? (
        <form action={action}>
          <input type="hidden" name="partnerId" value={partnerId} />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="mark" value={mark} />
          <SubmitButton variant="secondary">{canCheckIn ? "체크인" : "되돌리기"}</SubmitButton>
        </form>
      ) : null}
    </div>
  );
}
