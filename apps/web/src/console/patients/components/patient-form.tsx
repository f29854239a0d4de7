"use client";

import { PATIENT_MEMO_MAX, PATIENT_NAME_MAX } from "@clinic/shared";
import { useActionState } from "react";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage, type FormState, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import styles from "./patients.module.css";

type Action = (previous: FormState, form: FormData) => Promise<FormState>;

/** The desk's edit of a record: name, the staff memo (never shown to the patient) and the clinic's consents. */
export function PatientForm({
  action,
  name,
  memo,
  marketingConsent,
  privacyConsent,
}: {
  action: Action;
  name: string;
  memo: string | null;
  marketingConsent: boolean;
  privacyConsent: boolean;
}) {
  const [state, run] = useActionState(action, INITIAL_FORM_STATE);
  const memoError = state.fields?.memo;
  return (
    <form className={base.form} action={run} aria-label="환자 정보 수정">
      <FormMessage state={state} />
      <FormField
        id="patient-name"
        label="이름"
        name="name"
        required
        maxLength={PATIENT_NAME_MAX}
        defaultValue={name}
        error={state.fields?.name}
      />
      <div className={base.field}>
        <label className={base.label} htmlFor="patient-memo">
          직원 메모
        </label>
        <textarea
          className={`${base.input} ${styles.memo}`}
          id="patient-memo"
          name="memo"
          rows={5}
          maxLength={PATIENT_MEMO_MAX}
          defaultValue={memo ?? ""}
          aria-invalid={memoError ? true : undefined}
          aria-describedby={memoError ? "patient-memo-error" : "patient-memo-hint"}
        />
        {memoError ? (
          <span className={base.fieldError} id="patient-memo-error">
            {memoError}
          </span>
        ) : (
          <span className={base.muted} id="patient-memo-hint">
            환자에게는 보이지 않습니다. {PATIENT_MEMO_MAX.toLocaleString("ko-KR")}자까지.
          </span>
        )}
      </div>
      <fieldset className={base.fieldset}>
        <legend>동의</legend>
        <label className={styles.check}>
          <input type="checkbox" name="privacyConsent" defaultChecked={privacyConsent} />
          개인정보 수집·이용 동의
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="marketingConsent" defaultChecked={marketingConsent} />
          마케팅 정보 수신 동의 (병원 기록)
        </label>
      </fieldset>
      <div>
        <SubmitButton pendingLabel="저장 중…">저장</SubmitButton>
      </div>
    </form>
  );
}
