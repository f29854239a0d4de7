"use client";

import { authMessages } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ACCOUNT_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { AlertMessage } from "@/ui/alert/alert-message";
import { Link } from "@/ui/status/intent-link";
import styles from "./account.module.css";
import { useFinishSignIn } from "./finish-sign-in";
import { IdentityVerification } from "./identity-verification";
import { type CertificationResult, signIn } from "./requests";
import { SignUpForm } from "./sign-up-form";
import {
  forgetVerifiedIdentity,
  recallVerifiedIdentity,
  rememberVerifiedIdentity,
  type VerifiedIdentity,
} from "./verified-identity";

type Step =
  | { kind: "checking" }
  | { kind: "verify"; attempt: number }
  | { kind: "registered"; impUid: string; error: string | null }
  | { kind: "form"; identity: VerifiedIdentity };

/**
 * /sign-up: with a verification handed over from /login the form shows at once; otherwise the same identity
 * verification as member sign-in runs here first. A person who turns out to have an account is offered sign-in.
 */
export function SignUpFlow() {
  const t = useTranslations("accountClient");
  const messages = useFormMessages();
  const finish = useFinishSignIn();
  const [step, setStep] = useState<Step>({ kind: "checking" });

  useEffect(() => {
    const identity = recallVerifiedIdentity();
    setStep(identity ? { kind: "form", identity } : { kind: "verify", attempt: 0 });
  }, []);

  function restart() {
    forgetVerifiedIdentity();
    setStep((current) => ({ kind: "verify", attempt: current.kind === "verify" ? current.attempt + 1 : 1 }));
  }

  function verified(result: CertificationResult) {
    if (result.isRegistered) {
      setStep({ kind: "registered", impUid: result.impUid, error: null });
      return;
    }
    const identity = { impUid: result.impUid, name: result.name, at: Date.now() };
    rememberVerifiedIdentity(identity);
    setStep({ kind: "form", identity });
  }

  async function signInInstead(impUid: string) {
    const answer = await signIn(impUid);
    if (answer.ok) finish(answer.data);
    else setStep({ kind: "registered", impUid, error: messages.failure(answer.error, ACCOUNT_FAILURES) });
  }

  return (
    <div className={styles.card}>
      {step.kind === "checking" ? <p className={styles.lead}>{t("wait")}</p> : null}
      {step.kind === "verify" ? (
        <>
          <p className={styles.lead}>{t("signUpLead")}</p>
          <IdentityVerification key={step.attempt} actionLabel={t("verifyToSignUp")} onVerified={verified} />
        </>
      ) : null}
      {step.kind === "registered" ? (
        <div className={styles.form}>
          <p className={styles.note}>{messages.text(authMessages.alreadyRegistered, "alreadyRegistered")}</p>
          <AlertMessage className={styles.alert}>{step.error}</AlertMessage>
          <div className={styles.actions}>
            <Button variant="line" onClick={restart}>
              {t("startOver")}
            </Button>
            <Button onClick={() => signInInstead(step.impUid)}>{t("login")}</Button>
          </div>
        </div>
      ) : null}
      {step.kind === "form" ? <SignUpForm identity={step.identity} onRestart={restart} /> : null}
      <p className={styles.help}>
        {t("alreadyMember")} <Link href="/login">{t("login")}</Link>
      </p>
    </div>
  );
}
