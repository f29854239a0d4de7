"use client";

import { useActionState } from "react";
import styles from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { createClinicAction } from "../actions";

/** `templates` comes from the server page (value → label), so this leaf loads no shared schemas. */
export function CreateClinicForm({ templates }: { templates: [string, string][] }) {
  const [state, action] = useActionState(createClinicAction, INITIAL_FORM_STATE);
  return (
    <form className={styles.form} action={action}>
      <FormMessage state={state} />
      {state.ok && state.detail ? <p className={styles.code}>{state.detail}</p> : null}
      <FormField label="병원 이름" name="name" required maxLength={60} error={state.fields?.name} />
      <FormField
        label="코드 (주소: 코드.플랫폼 도메인)"
        name="code"
        required
        pattern="[a-z][a-z0-9\-]{1,29}"
        error={state.fields?.code}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="field-template">
          템플릿
        </label>
        <select className={styles.input} id="field-template" name="template">
          {templates.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <FormField label="원장 이름" name="ownerName" required maxLength={50} error={state.fields?.ownerName} />
      <FormField
        label="원장 이메일"
        name="ownerEmail"
        type="email"
        required
        error={state.fields?.ownerEmail}
      />
      <SubmitButton pendingLabel="만드는 중…">병원 만들기</SubmitButton>
    </form>
  );
}
