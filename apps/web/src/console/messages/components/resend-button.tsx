"use client";

import { useActionState } from "react";
import { FormMessage, type FormState, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";

type Action = (previous: FormState, form: FormData) => Promise<FormState>;

/** Sends one message again (a new message in the log); the outcome is announced next to the button. */
export function ResendButton({ action, label }: { action: Action; label: string }) {
  const [state, run] = useActionState(action, INITIAL_FORM_STATE);
  return (
    <form action={run} aria-label={label}>
      <FormMessage state={state} />
      <SubmitButton variant="secondary" pendingLabel="요청 중…">
        다시 보내기
      </SubmitButton>
    </form>
  );
}
