"use client";

import Script from "next/script";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ACCOUNT_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { AlertMessage } from "@/ui/alert/alert-message";
import styles from "./account.module.css";
import { DemoVerifierForm } from "./demo-verifier-form";
import { certifyWithPortOne, PORTONE_SCRIPT_URL } from "./portone";
import { type CertificationResult, confirmCertification, startCertification } from "./requests";

type Phase =
  | { kind: "loading" }
  | { kind: "demo" }
  | { kind: "portone"; merchantCode: string; merchantUid: string }
  /** error null: the provider's module is not set up (said in the page's language). */
  | { kind: "failed"; error: { status: number; message: string } | null };

interface IdentityVerificationProps {
  /** What the verification is for, shown on the provider button ("본인인증 후 로그인"). */
  actionLabel: string;
  onVerified: (result: CertificationResult) => void;
}

/**
 * Identity verification, the one step shared by member sign-in and sign-up: POST /certification says how this
 * clinic verifies (the PortOne window, or the clearly labelled demo verifier), and either way the imp_uid is
 * checked by the API (POST /certification/{impUid}) before `onVerified` gets the person.
 */
export function IdentityVerification({ actionLabel, onVerified }: IdentityVerificationProps) {
  const t = useTranslations("accountClient");
  const language = useLocale();
  const messages = useFormMessages();
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    startCertification().then((answer) => {
      if (!live) return;
      if (!answer.ok) setPhase({ kind: "failed", error: answer.error });
      else if (answer.data.mode === "DEMO") setPhase({ kind: "demo" });
      else if (answer.data.merchantCode === null) setPhase({ kind: "failed", error: null });
      else
        setPhase({
          kind: "portone",
          merchantCode: answer.data.merchantCode,
          merchantUid: answer.data.merchantUid,
        });
    });
    return () => {
      live = false;
    };
  }, []);

  async function runPortOne(merchantCode: string, merchantUid: string) {
    setBusy(true);
    setError(null);
    const outcome = await certifyWithPortOne(merchantCode, merchantUid);
    if ("error" in outcome) {
      setBusy(false);
      // The provider answers in Korean: another language says the same in its own words.
      setError(language === "ko" ? outcome.error : t("identityFailed"));
      return;
    }
    const result = await confirmCertification(outcome.impUid);
    setBusy(false);
    if (result.ok) onVerified(result.data);
    else setError(messages.failure(result.error, ACCOUNT_FAILURES));
  }

  if (phase.kind === "loading") {
    return (
      <p className={styles.lead} aria-live="polite">
        {t("preparingIdentity")}
      </p>
    );
  }
  if (phase.kind === "failed") {
    return (
      <p className={styles.alert} role="alert">
        {phase.error ? messages.failure(phase.error, ACCOUNT_FAILURES) : t("moduleMissing")}
      </p>
    );
  }
  if (phase.kind === "demo") return <DemoVerifierForm onVerified={onVerified} />;
  return (
    <div className={styles.form}>
      <Script src={PORTONE_SCRIPT_URL} strategy="afterInteractive" />
      <p className={styles.lead}>{t("identityLead")}</p>
      <AlertMessage className={styles.alert}>{error}</AlertMessage>
      <Button fullWidth disabled={busy} onClick={() => runPortOne(phase.merchantCode, phase.merchantUid)}>
        {busy ? t("verifying") : actionLabel}
      </Button>
    </div>
  );
}
