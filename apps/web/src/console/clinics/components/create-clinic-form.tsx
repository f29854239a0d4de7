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
        <select
          className={styles.input}
          id="field-template"
          name="template"
          defaultValue="blank"
          aria-describedby="field-template-help"
        >
          {templates.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <span className={styles.muted} id="field-template-help">
          템플릿에는 메뉴 구성과 「[샘플]」 표시가 붙은 예시 내용만 들어 있습니다. 다른 병원의 정보, 의료진,
          후기, 가격은 복사되지 않습니다.
        </span>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>병원 정보 (비워 두면 나중에 입력, 공개 전에 모두 필요)</legend>
        <FormField
          label="대표 전화"
          name="phone"
          maxLength={30}
          inputMode="tel"
          error={state.fields?.phone}
        />
        <FormField label="주소" name="address" maxLength={500} error={state.fields?.address} />
        <FormField label="대표자" name="ceoName" maxLength={100} error={state.fields?.ceoName} />
        <FormField
          label="사업자등록번호"
          name="businessNumber"
          maxLength={20}
          placeholder="000-00-00000"
          error={state.fields?.businessNumber}
        />
        <FormField
          label="저작권 문구"
          name="copyRight"
          maxLength={500}
          placeholder="Copyright © 병원 이름"
          error={state.fields?.copyRight}
        />
      </fieldset>
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
