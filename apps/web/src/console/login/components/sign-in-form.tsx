"use client";

import { useActionState } from "react";
import styles from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { signInAction } from "../actions";

export function SignInForm() {
  const [state, action] = useActionState(signInAction, INITIAL_FORM_STATE);
  return (
    <form className={styles.form} action={action}>
      <FormMessage state={state} />
      <FormField
        label="이메일"
        name="email"
        type="email"
        autoComplete="username"
        required
        error={state.fields?.email}
      />
      <FormField
        label="비밀번호"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={state.fields?.password}
      />
      <SubmitButton pendingLabel="로그인 중…">로그인</SubmitButton>
    </form>
  );
}
