"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/features/client-state/toasts";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { AlertMessage } from "@/ui/alert/alert-message";
import { useRouter } from "@/ui/language/navigation";
import { cancelReservation } from "../reservation-client";
import styles from "./reservation-history.module.css";

/**
 * 취소 behind an inline confirmation (like the my-page's withdrawal): PUT /customer/reservations/{id}/cancel.
 * A 409 (past the cut-off, already cancelled) shows the API's Korean translate text in place (on a foreign page
 * the catalogue's, issue 29).
 */
export function CancelReservation({ reservationId }: { reservationId: number }) {
  const t = useTranslations("reservationClient");
  const messages = useFormMessages();
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
      toast.success(t("cancelled"));
      router.refresh();
      return;
    }
    // A 409 is a booking past its cut-off (or cancelled already): on a foreign page, call the clinic.
    setError(messages.failure(answer, undefined, answer.status === 409 ? "cancelClosed" : "failed"));
  }

  if (!confirming) {
    return (
      <Button
        variant="line"
        size="small"
        onClick={() => setConfirming(true)}
        data-testid="reservation-cancel"
      >
        {t("cancel")}
      </Button>
    );
  }
  const titleId = `cancel-title-${reservationId}`;
  return (
    <section className={styles.confirm} aria-labelledby={titleId}>
      <p id={titleId} className={styles.confirmTitle}>
        {t("cancelQuestion")}
      </p>
      <AlertMessage className={styles.error}>{error}</AlertMessage>
      <div className={styles.buttons}>
        <Button variant="line" size="small" disabled={sending} onClick={() => setConfirming(false)}>
          {t("back")}
        </Button>
        <Button size="small" disabled={sending} onClick={confirm} data-testid="reservation-cancel-confirm">
          {sending ? t("processing") : t("cancelBooking")}
        </Button>
      </div>
    </section>
  );
}
