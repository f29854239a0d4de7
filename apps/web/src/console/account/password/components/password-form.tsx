"use client";

import { useActionState } from "react";
import styles from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { changePasswordAction } from "../actions";

/** `minLength` comes from the server page, so this client leaf does not load the shared schemas. */
export function PasswordForm({ minLength }: { minLength: number }) {
  const [state, action] = useActionState(changePasswordAction, INITIAL_FORM_STATE);
  return (
    <form className={styles.form} action={action}>
      <FormMessage state={state} />
      <FormField
        label="현재 비밀번호"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={state.fields?.currentPassword}
      />
      <FormField
        label={`새 비밀번호 (${minLength}자 이상)`}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={minLength}
        required
        error={state.fields?.newPassword}
      />
      <FormField
        label="새 비밀번호 확인"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={state.fields?.confirmPassword}
      />
      <SubmitButton>비밀번호 변경</SubmitButton>
    </form>
  );
}
