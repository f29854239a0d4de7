"use client";

import { useActionState } from "react";
import styles from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { inviteStaffAction } from "../actions";
import { INVITE_ROLE_CHOICES, ROLE_HINT } from "./role-choices";
import local from "./staff.module.css";

export function InviteForm({ partnerId }: { partnerId: number }) {
  const [state, action] = useActionState(inviteStaffAction.bind(null, partnerId), INITIAL_FORM_STATE);
  return (
    <form className={styles.form} action={action}>
      <FormMessage state={state} />
      {state.ok && state.detail ? <p className={styles.code}>{state.detail}</p> : null}
      <div className={styles.row}>
        <FormField label="이름" name="name" required maxLength={50} error={state.fields?.name} />
        <FormField label="이메일" name="email" type="email" required error={state.fields?.email} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="invite-role">
            권한
          </label>
          <select className={styles.input} id="invite-role" name="role" defaultValue="STAFF">
            {INVITE_ROLE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton>초대하기</SubmitButton>
      </div>
      <p className={local.hint}>{ROLE_HINT}</p>
    </form>
  );
}
