"use client";

import {
  type ConsoleMessageTemplate,
  renderTemplate,
  SMS_MAX_BYTES,
  sampleTemplateValues,
  smsBytes,
  type TemplateVariable,
  templateVariables,
  unknownVariables,
} from "@clinic/shared";
import { useActionState, useEffect, useId, useRef, useState } from "react";
import { Badge } from "@/console/components/badge";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { errorFor, INITIAL_SETTINGS_STATE, type SettingsFormState } from "@/console/settings/lib/form-data";
import styles from "./messages.module.css";

type Action = (previous: SettingsFormState, form: FormData) => Promise<SettingsFormState>;

const VARIABLES = Object.entries(templateVariables) as [TemplateVariable, string][];

/**
 * One message kind's wording: the text with its #{변수} chips, whether it is sent, the 알림톡 code, and a preview
 * filled with a sample booking as the patient would read it. The inputs are the component's own state, so a
 * refused save keeps what was typed and the preview follows every keystroke.
 */
export function TemplateEditor({
  template,
  save,
  reset,
}: {
  template: ConsoleMessageTemplate;
  save: Action;
  reset: Action;
}) {
  const [saved, runSave] = useActionState(save, INITIAL_SETTINGS_STATE);
  const [restored, runReset] = useActionState(reset, INITIAL_SETTINGS_STATE);
  const [body, setBody] = useState(template.body);
  const [enabled, setEnabled] = useState(template.enabled);
  const [code, setCode] = useState(template.alimtalkTemplateCode ?? "");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  // The later of the two outcomes is the one shown.
  const [last, setLast] = useState<"save" | "reset">("save");

  useEffect(() => {
    if (!restored.ok || !restored.values) return;
    setBody(restored.values.body ?? template.defaultBody);
    setCode(restored.values.alimtalkTemplateCode ?? "");
    setEnabled(restored.values.enabled === "on");
    setLast("reset");
  }, [restored, template.defaultBody]);
  useEffect(() => {
    if (saved.message !== undefined) setLast("save");
  }, [saved]);

  const state = last === "save" ? saved : restored;
  const fields = last === "save" ? saved.fields : undefined;
  const bodyError = errorFor(fields, "body");
  const unknown = unknownVariables(body);
  const preview = renderTemplate(body, sampleTemplateValues);
  const bytes = smsBytes(preview);

  /** Puts #{name} where the cursor is (or at the end) and keeps typing there. */
  const insert = (name: TemplateVariable) => {
    const element = textarea.current;
    const token = `#{${name}}`;
    const start = element?.selectionStart ?? body.length;
    const end = element?.selectionEnd ?? body.length;
    setBody(body.slice(0, start) + token + body.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const bodyId = `${id}-body`;
  return (
    <form
      className={styles.templateForm}
      action={runSave}
      aria-label={`${template.label} 문구`}
      noValidate
      data-testid={`template-${template.kind}`}
    >
      <FormMessage state={state} />
      <div className={styles.editor}>
        <div className={base.field}>
          <label className={base.label} htmlFor={bodyId}>
            문구
          </label>
          <textarea
            ref={textarea}
            className={`${base.input} ${styles.textarea}`}
            id={bodyId}
            name="body"
            value={body}
            maxLength={1_200}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? `${bodyId}-error` : `${bodyId}-hint`}
          />
          {bodyError ? (
            <span className={base.fieldError} id={`${bodyId}-error`}>
              {bodyError}
            </span>
          ) : (
            <span className={base.muted} id={`${bodyId}-hint`}>
              {Array.from(body).length.toLocaleString("ko-KR")} / 1,000자
              {unknown.length > 0
                ? ` · 알 수 없는 변수: ${unknown.map((name) => `#{${name}}`).join(", ")}`
                : ""}
            </span>
          )}
          <p className={base.muted}>누르면 커서 자리에 변수를 넣습니다.</p>
          <ul className={styles.chips} aria-label="쓸 수 있는 변수">
            {VARIABLES.map(([name, meaning]) => (
              <li key={name}>
                <button className={styles.chip} type="button" title={meaning} onClick={() => insert(name)}>
                  {`#{${name}}`}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <section className={styles.preview} aria-label="미리보기" data-testid="template-preview">
          <h4>미리보기 (예시 예약으로 채움)</h4>
          <p className={styles.body}>{preview}</p>
          <p className={base.muted}>
            문자로 보내면 {bytes.toLocaleString("ko-KR")}바이트
            {bytes > SMS_MAX_BYTES ? ` (${SMS_MAX_BYTES}바이트를 넘어 장문 LMS로 갑니다)` : " (단문 SMS)"}
          </p>
        </section>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="enabled"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        이 메시지를 보냅니다
      </label>
      <FormField
        label="알림톡 템플릿 코드"
        id={`${id}-code`}
        name="alimtalkTemplateCode"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder="카카오 검수를 받은 템플릿 코드 (없으면 문자로 보냅니다)"
        maxLength={80}
        error={errorFor(fields, "alimtalkTemplateCode")}
      />
      <div className={styles.actions}>
        <SubmitButton pendingLabel="저장 중…">저장</SubmitButton>
        <button
          className={base.secondary}
          type="submit"
          formAction={runReset}
          formNoValidate
          disabled={template.isDefault && body === template.defaultBody}
        >
          기본 문구로 되돌리기
        </button>
      </div>
    </form>
  );
}

/** The kind's state beside its name in the list. */
export function TemplateBadges({ template }: { template: ConsoleMessageTemplate }) {
  return (
    <>
      {template.enabled ? <Badge tone="positive">보냄</Badge> : <Badge>보내지 않음</Badge>}
      {template.isDefault ? <Badge>기본 문구</Badge> : <Badge tone="info">직접 쓴 문구</Badge>}
      {template.alimtalkTemplateCode ? <Badge tone="info">알림톡</Badge> : null}
    </>
  );
}
