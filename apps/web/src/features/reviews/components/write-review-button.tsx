"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import styles from "@/features/reservation/components/reservation-history.module.css";
import { Button } from "@/features/shell/components/ui/button";
import { AlertMessage } from "@/ui/alert/alert-message";
import { useRouter } from "@/ui/language/navigation";
import { fetchReviewPath } from "../review-url-client";

/**
 * 후기 작성 on a past, confirmed visit: asks the API for the visit's review link (made on first request) and
 * opens its form. A refusal (e.g. the clinic cancelled it meanwhile) shows the API's Korean reason in place (the
 * catalogue's words on a foreign page).
 */
export function WriteReviewButton({ reservationId }: { reservationId: number }) {
  const t = useTranslations("accountClient");
  const messages = useFormMessages();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setError(null);
    const result = await fetchReviewPath(reservationId);
    if (result.ok) {
      router.push(result.path);
      return;
    }
    setBusy(false);
    setError(messages.failure(result));
  }

  return (
    <>
      <AlertMessage className={styles.error}>{error}</AlertMessage>
      <Button variant="line" size="small" disabled={busy} onClick={open} data-testid="reservation-review">
        {t("writeReview")}
      </Button>
    </>
  );
}
