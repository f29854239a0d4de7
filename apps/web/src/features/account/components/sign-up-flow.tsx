"use client";

import { authMessages } from "@clinic/shared";
import { useEffect, useState } from "react";
import { Button } from "@/features/shell/components/ui/button";
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
    else setStep({ kind: "registered", impUid, error: answer.error.message });
  }

  return (
    <div className={styles.card}>
      {step.kind === "checking" ? <p className={styles.lead}>잠시만 기다려 주세요…</p> : null}
      {step.kind === "verify" ? (
        <>
          <p className={styles.lead}>
            회원가입은 휴대폰 본인인증 후 진행됩니다. 한 분당 하나의 계정만 만들 수 있습니다.
          </p>
          <IdentityVerification key={step.attempt} actionLabel="본인인증 후 회원가입" onVerified={verified} />
        </>
      ) : null}
      {step.kind === "registered" ? (
        <div className={styles.form}>
          <p className={styles.note}>{authMessages.alreadyRegistered}</p>
          {step.error ? (
            <p className={styles.alert} role="alert">
              {step.error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="line" onClick={restart}>
              처음으로
            </Button>
            <Button onClick={() => signInInstead(step.impUid)}>로그인</Button>
          </div>
        </div>
      ) : null}
      {step.kind === "form" ? <SignUpForm identity={step.identity} onRestart={restart} /> : null}
      <p className={styles.help}>
        이미 회원이신가요? <Link href="/login">로그인</Link>
      </p>
    </div>
  );
}
