"use client";

import { ANSWER_AUTHOR_MAX } from "@clinic/shared";
import { useActionState } from "react";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import styles from "@/console/settings/components/settings.module.css";
import { INITIAL_SETTINGS_STATE, type SettingsFormState } from "@/console/settings/lib/form-data";

type Action = (previous: SettingsFormState, form: FormData) => Promise<SettingsFormState>;

/**
 * Writes or rewrites the clinic's answer. Plain text: blank lines start a new paragraph. `idPrefix` keeps the
 * ids of several forms on one page apart (one per answer, plus the new one).
 */
export function AnswerForm({
  action,
  idPrefix,
  authorName,
  content,
  submitLabel,
}: {
  action: Action;
  idPrefix: string;
  authorName: string;
  content: string;
  submitLabel: string;
}) {
  const [state, run] = useActionState(action, INITIAL_SETTINGS_STATE);
  const contentId = `${idPrefix}-content`;
  const contentError = state.fields?.content;
  return (
    <form className={base.form} action={run}>
      <FormMessage state={state} />
      <FormField
        id={`${idPrefix}-author`}
        label="답변자 이름 (비우면 병원 이름)"
        name="authorName"
        maxLength={ANSWER_AUTHOR_MAX}
        defaultValue={state.values?.authorName ?? authorName}
        error={state.fields?.authorName}
      />
      <div className={base.field}>
        <label className={base.label} htmlFor={contentId}>
          답변 내용
        </label>
        <textarea
          className={`${base.input} ${styles.textarea}`}
          id={contentId}
          name="content"
          rows={6}
          required
          defaultValue={state.values?.content ?? content}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${contentId}-error` : `${contentId}-hint`}
        />
        {contentError ? (
          <span className={base.fieldError} id={`${contentId}-error`}>
            {contentError}
          </span>
        ) : (
          <span className={base.muted} id={`${contentId}-hint`}>
            빈 줄로 문단을 나눕니다. 서식 없이 글자 그대로 저장됩니다.
          </span>
        )}
      </div>
      <p>
        <SubmitButton pendingLabel="저장 중…">{submitLabel}</SubmitButton>
      </p>
    </form>
  );
}
