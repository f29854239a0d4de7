"use client";

import { useActionState } from "react";
import styles from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { inviteStaffAction } from "../actions";

export function InviteForm({ partnerId }: { partnerId: number }) {
  const [state, action] = useActionState(inviteStaffAction.bind(null, partnerId), INITIAL_FORM_STATE);
  return (
    <form className={styles.form} action={action}>
      <FormMessage state={state} />
      {state.ok && state.detail ? <p className={styles.code}>{state.detail}</p> : null}
      <div className={styles.row}>
        <FormField label="이름" name="name" required maxLength={50} error={state.fields?.name} />
        <FormField label="이메일" name="email" type="email" required error={state.fields?.email} />
        <SubmitButton>초대하기</SubmitButton>
      </div>
    </form>
  );
}
