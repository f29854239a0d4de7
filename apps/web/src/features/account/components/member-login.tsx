"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ACCOUNT_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { AlertMessage } from "@/ui/alert/alert-message";
import { useRouter } from "@/ui/language/navigation";
import styles from "./account.module.css";
import { useFinishSignIn } from "./finish-sign-in";
import { IdentityVerification } from "./identity-verification";
import { type CertificationResult, signIn } from "./requests";
import { rememberVerifiedIdentity } from "./verified-identity";

/**
 * Member sign-in (회원 로그인): identity verification, then POST /api/signin for a registered person; someone
 * verified without an account goes on to /sign-up with the verification (see verified-identity.ts).
 */
export function MemberLogin() {
  const t = useTranslations("accountClient");
  const messages = useFormMessages();
  const router = useRouter();
  const finish = useFinishSignIn();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new key remounts the verification after a failed sign-in: every attempt needs a fresh verification.
  const [attempt, setAttempt] = useState(0);

  async function verified(result: CertificationResult) {
    setError(null);
    if (!result.isRegistered) {
      rememberVerifiedIdentity({ impUid: result.impUid, name: result.name, at: Date.now() });
      router.push("/sign-up");
      return;
    }
    setStatus(t("loggingIn"));
    const answer = await signIn(result.impUid);
    if (answer.ok) {
      finish(answer.data);
      return;
    }
    setStatus(null);
    setError(messages.failure(answer.error, ACCOUNT_FAILURES));
    setAttempt((count) => count + 1);
  }

  return (
    <div className={styles.form}>
      <p className={styles.lead}>{t("memberLead")}</p>
      <AlertMessage className={styles.alert}>{error}</AlertMessage>
      {status ? (
        <p className={styles.note} aria-live="polite">
          {status}
        </p>
      ) : (
        <IdentityVerification key={attempt} actionLabel={t("verifyToLogin")} onVerified={verified} />
      )}
    </div>
  );
}
