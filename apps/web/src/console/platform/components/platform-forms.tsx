"use client";

import { useActionState } from "react";
import styles from "@/console/components/console.module.css";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { applyTemplateAction, setDeployStatusAction, setHostsAction } from "../actions";

export function DeployStatusForm(props: { partnerId: number; current: string; options: [string, string][] }) {
  const [state, action] = useActionState(
    setDeployStatusAction.bind(null, props.partnerId),
    INITIAL_FORM_STATE,
  );
  return (
    <form className={styles.form} action={action}>
      <FormMessage state={state} />
      {state.ok && state.detail ? (
        <ul className={styles.warningList} aria-label="아직 준비되지 않은 항목">
          {state.detail.split("\n").map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="deploy-status">
            사이트 상태
          </label>
          <select
            className={styles.input}
            id="deploy-status"
            name="deployStatus"
            defaultValue={props.current}
          >
            {props.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton>상태 저장</SubmitButton>
      </div>
    </form>
  );
}

export function HostsForm({ partnerId, custom }: { partnerId: number; custom: string[] }) {
  const [state, action] = useActionState(setHostsAction.bind(null, partnerId), INITIAL_FORM_STATE);
  const error = state.fields?.hosts;
  return (
    <form className={styles.form} action={action}>
      <FormMessage state={state} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="hosts">
          연결 도메인 (한 줄에 하나, 첫 줄이 대표 도메인)
        </label>
        <textarea
          className={styles.input}
          id="hosts"
          name="hosts"
          rows={4}
          defaultValue={custom.join("\n")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "hosts-error" : undefined}
        />
        {error ? (
          <span className={styles.fieldError} id="hosts-error">
            {error}
          </span>
        ) : null}
      </div>
      <SubmitButton>도메인 저장</SubmitButton>
    </form>
  );
}

export function ApplyTemplateForm({
  partnerId,
  templates,
}: {
  partnerId: number;
  templates: [string, string][];
}) {
  const [state, action] = useActionState(applyTemplateAction.bind(null, partnerId), INITIAL_FORM_STATE);
  return (
    <form className={styles.form} action={action}>
      <FormMessage state={state} />
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="apply-template">
            템플릿
          </label>
          <select className={styles.input} id="apply-template" name="template" defaultValue="blank">
            {templates.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton pendingLabel="적용하는 중…">템플릿 적용</SubmitButton>
      </div>
    </form>
  );
}
