"use client";

import { useActionState } from "react";
import { FormMessage, type FormState, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";

type Action = (previous: FormState, form: FormData) => Promise<FormState>;

/** One button that flips the inquiry's handled state; the outcome is announced (role status or alert). */
export function HandledToggle({ action, handled }: { action: Action; handled: boolean }) {
  const [state, run] = useActionState(action, INITIAL_FORM_STATE);
  return (
    <form action={run} aria-label="처리 상태 변경">
      <FormMessage state={state} />
      <SubmitButton variant={handled ? "secondary" : "button"} pendingLabel="저장 중…">
        {handled ? "미처리로 되돌리기" : "처리 완료로 표시"}
      </SubmitButton>
    </form>
  );
}
