"use client";

import { useState } from "react";
import { toast } from "@/features/client-state/toasts";
import { Button } from "@/features/shell/components/ui/button";
import { useRouter } from "@/ui/language/navigation";
import { cancelReservation } from "../reservation-client";
import styles from "./reservation-history.module.css";

/** Success toast after a cancellation. */
export const CANCELLED_MESSAGE = "예약이 취소되었습니다.";

/**
 * 취소 behind an inline confirmation (like the my-page's withdrawal): PUT /customer/reservations/{id}/cancel.
 * A 409 (past the cut-off, already cancelled) shows the API's Korean translate text in place.
 */
export function CancelReservation({ reservationId }: { reservationId: number }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setError(null);
    const answer = await cancelReservation(reservationId);
    setSending(false);
    if (answer.ok) {
      setConfirming(false);
      toast.success(CANCELLED_MESSAGE);
      router.refresh();
      return;
    }
    setError(answer.message);
  }

  if (!confirming) {
    return (
      <Button
        variant="line"
        size="small"
        onClick={() => setConfirming(true)}
        data-testid="reservation-cancel"
      >
        취소
      </Button>
    );
  }
  const titleId = `cancel-title-${reservationId}`;
  return (
    <section className={styles.confirm} aria-labelledby={titleId}>
      <p id={titleId} className={styles.confirmTitle}>
        이 예약을 취소하시겠습니까?
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="line" size="small" disabled={sending} onClick={() => setConfirming(false)}>
          돌아가기
        </Button>
        <Button size="small" disabled={sending} onClick={confirm} data-testid="reservation-cancel-confirm">
          {sending ? "처리 중…" : "예약 취소"}
        </Button>
      </div>
    </section>
  );
}
