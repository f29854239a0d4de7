"use client";

import { type ReactNode, useActionState } from "react";
import base from "@/console/components/console.module.css";
import { FormMessage } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { INITIAL_SETTINGS_STATE, type SettingsFormState } from "../lib/form-data";
import styles from "./settings.module.css";

export type SettingsAction = (previous: SettingsFormState, form: FormData) => Promise<SettingsFormState>;

/**
 * One settings form: runs its server action, shows the outcome above the fields, and hands the state to the
 * fields (errors, last input). Keyed by the last submission so every input — selects too — shows what was sent
 * after React resets the form.
 */
export function SettingsForm({
  action,
  label,
  children,
}: {
  action: SettingsAction;
  label: string;
  children: (state: SettingsFormState) => ReactNode;
}) {
  const [state, run] = useActionState(action, INITIAL_SETTINGS_STATE);
  return (
    <form
      className={styles.wide}
      action={run}
      aria-label={label}
      key={JSON.stringify(state.values ?? null)}
      noValidate
    >
      <FormMessage state={state} />
      {children(state)}
      <div className={styles.actions}>
        <SubmitButton pendingLabel="저장 중…">저장</SubmitButton>
      </div>
      <p className={base.muted}>저장하면 홈페이지에 몇 초 안에 반영됩니다.</p>
    </form>
  );
}
