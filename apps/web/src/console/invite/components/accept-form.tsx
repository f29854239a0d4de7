"use client";

import Link from "next/link";
import { useActionState } from "react";
import styles from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { acceptInviteAction } from "../actions";

export function AcceptForm({ token, minLength }: { token: string; minLength: number }) {
  const [state, action] = useActionState(acceptInviteAction.bind(null, token), INITIAL_FORM_STATE);
  if (state.ok) {
    return (
      <>
        <FormMessage state={state} />
        <Link
          className={styles.button}
          href="/login"
          style={{ display: "inline-grid", placeItems: "center" }}
        >
          로그인하러 가기
        </Link>
      </>
    );
  }
  return (
    <form className={styles.form} action={action}>
      <FormMessage state={state} />
      <FormField
        label={`비밀번호 (${minLength}자 이상)`}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={minLength}
        required
        error={state.fields?.password}
      />
      <FormField
        label="비밀번호 확인"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={state.fields?.confirmPassword}
      />
      <SubmitButton>비밀번호 정하기</SubmitButton>
    </form>
  );
}
