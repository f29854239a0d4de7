"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ACCOUNT_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { customerWithdrawn, signOut } from "@/features/session/client";
import { Button } from "@/features/shell/components/ui/button";
import { AlertMessage } from "@/ui/alert/alert-message";
import { useRouter } from "@/ui/language/navigation";
import account from "./account.module.css";
import styles from "./my-page.module.css";
import { withdraw } from "./requests";

/** 로그아웃: the session ends on the server and in the browser; signOut() takes the visitor home. */
export function LogoutButton() {
  const t = useTranslations("accountClient");
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="line"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOut();
      }}
    >
      {t("logout")}
    </Button>
  );
}

/**
 * 회원 탈퇴 behind a confirmation step (an inline panel rather than window.confirm, so it reads like the rest of
 * the page and works with assistive technology): PUT /customers/this {status: "WITHDRAWN"} → /goodbye.
 */
export function WithdrawSection() {
  const t = useTranslations("accountClient");
  const messages = useFormMessages();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setError(null);
    const answer = await withdraw();
    if (answer.ok) {
      customerWithdrawn();
      router.replace("/goodbye");
      return;
    }
    setSending(false);
    setError(messages.failure(answer.error, ACCOUNT_FAILURES));
  }

  if (!confirming) {
    return (
      <div className={styles.buttons}>
        <Button variant="text" onClick={() => setConfirming(true)}>
          {t("withdraw")}
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.confirm} aria-labelledby="withdraw-title">
      <p id="withdraw-title" className={styles.confirmTitle}>
        {t("withdrawQuestion")}
      </p>
      <p className={styles.dangerText}>{t("withdrawWarning")}</p>
      <AlertMessage className={account.alert}>{error}</AlertMessage>
      <div className={styles.buttons}>
        <Button variant="line" disabled={sending} onClick={() => setConfirming(false)}>
          {t("cancel")}
        </Button>
        <Button disabled={sending} onClick={confirm}>
          {sending ? t("processing") : t("confirmWithdraw")}
        </Button>
      </div>
    </section>
  );
}
