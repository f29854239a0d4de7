"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import base from "@/console/components/console.module.css";
import { FormMessage } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import styles from "@/console/settings/components/settings.module.css";
import { INITIAL_SETTINGS_STATE, type SettingsFormState } from "@/console/settings/lib/form-data";

type Action = (previous: SettingsFormState, form: FormData) => Promise<SettingsFormState>;

/**
 * Delete in two steps: the first button asks, the second (or 취소) answers; nothing is removed by one click.
 * `what` names what is deleted, with its object particle, as the question says it (팝업을, 배너를).
 */
export function DeleteConfirm({ action, name, what }: { action: Action; name: string; what: string }) {
  const [asking, setAsking] = useState(false);
  const [state, run] = useActionState(action, INITIAL_SETTINGS_STATE);
  const cancel = useRef<HTMLButtonElement>(null);
  // The asking button disappears; keyboard focus moves to the safe answer instead of getting lost.
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button
        type="button"
        className={base.secondary}
        onClick={() => setAsking(true)}
        aria-label={`${name} 삭제`}
      >
        삭제
      </button>
    );
  }
  return (
    <form className={styles.confirm} action={run} aria-label={`${name} 삭제 확인`}>
      <FormMessage state={state} />
      <span role="alert">
        ‘{name}’ {what} 삭제할까요? 되돌릴 수 없습니다.
      </span>
      <SubmitButton variant="danger" pendingLabel="삭제 중…">
        삭제 확인
      </SubmitButton>
      <button type="button" className={base.secondary} ref={cancel} onClick={() => setAsking(false)}>
        취소
      </button>
    </form>
  );
}
