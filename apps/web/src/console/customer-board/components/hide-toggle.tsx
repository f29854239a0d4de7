"use client";

import { useActionState } from "react";
import { FormMessage } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { INITIAL_SETTINGS_STATE, type SettingsFormState } from "@/console/settings/lib/form-data";

type Action = (previous: SettingsFormState, form: FormData) => Promise<SettingsFormState>;

/** Hides the post from the site or shows it again (success goes back to the post with a notice). */
export function HideToggle({ action, hidden }: { action: Action; hidden: boolean }) {
  const [state, run] = useActionState(action, INITIAL_SETTINGS_STATE);
  return (
    <form action={run} aria-label="게시글 숨김 설정">
      <FormMessage state={state} />
      <SubmitButton variant="secondary" pendingLabel="저장 중…">
        {hidden ? "숨김 해제" : "홈페이지에서 숨기기"}
      </SubmitButton>
    </form>
  );
}
