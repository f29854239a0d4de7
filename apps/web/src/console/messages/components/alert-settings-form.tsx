"use client";

import {
  ALERT_RECIPIENTS_MAX,
  type ConsoleMessageSettings,
  REMINDER_CLOCK_RANGE,
  type StaffAlertKind,
  staffAlertKinds,
  staffAlertLabels,
} from "@clinic/shared";
import { useActionState, useState } from "react";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { FieldGroup } from "@/console/settings/components/fields";
import { INITIAL_SETTINGS_STATE, type SettingsFormState } from "@/console/settings/lib/form-data";
import { listFromValues, type RecipientList } from "../lib/settings-form-data";
import styles from "./messages.module.css";

type Action = (previous: SettingsFormState, form: FormData) => Promise<SettingsFormState>;

/** The document as the form shows it: the last submission's values, else the stored ones. */
function shownSettings(state: SettingsFormState, stored: ConsoleMessageSettings) {
  const values = state.values;
  const numbered = (list: string[]) => list.map((value, key) => ({ key, value }));
  if (!values) {
    return {
      ...stored,
      alertEmails: numbered(stored.alertEmails),
      alertPhones: numbered(stored.alertPhones),
    };
  }
  return {
    alertEmails: listFromValues(values, "alertEmails"),
    alertPhones: listFromValues(values, "alertPhones"),
    // A failed submission has one alertKinds entry per box (valuesOf keeps the last); the saved one a list.
    alertKinds: (values.alertKinds ?? "").split(",").filter(Boolean),
    reminderTime: values.reminderTime ?? "",
    sameDayReminder: values.sameDayReminder === "on",
    sameDayTime: values.sameDayTime ?? "",
  };
}

/**
 * Who hears the staff alerts and when patients are reminded. The recipient lists are inputs one adds and
 * removes; each number's or address's error is shown under its own input.
 */
export function AlertSettingsForm({ action, stored }: { action: Action; stored: ConsoleMessageSettings }) {
  const [state, run] = useActionState(async (previous: SettingsFormState, form: FormData) => {
    // valuesOf keeps one value per name: the checked alert kinds travel joined, so a refused form keeps them.
    const result = await action(previous, form);
    if (!result.ok && result.values) {
      result.values.alertKinds = form.getAll("alertKinds").map(String).join(",");
    }
    return result;
  }, INITIAL_SETTINGS_STATE);
  const shown = shownSettings(state, stored);
  return (
    <form
      className={styles.templateForm}
      action={run}
      aria-label="알림 설정"
      key={JSON.stringify(state.values ?? null)}
      noValidate
    >
      <FormMessage state={state} />
      <FieldGroup legend="직원 알림을 받을 사람">
        <p className={base.muted}>
          새 예약, 문의 같은 소식을 병원 직원에게 문자와 이메일로 알립니다. 종류마다 {ALERT_RECIPIENTS_MAX}
          명까지 넣을 수 있습니다.
        </p>
        <RecipientInputs
          list="alertPhones"
          label="휴대전화"
          addLabel="휴대전화 추가"
          type="tel"
          placeholder="010-1234-5678"
          initial={shown.alertPhones}
          fields={state.fields}
        />
        <RecipientInputs
          list="alertEmails"
          label="이메일"
          addLabel="이메일 추가"
          type="email"
          placeholder="desk@clinic.kr"
          initial={shown.alertEmails}
          fields={state.fields}
        />
      </FieldGroup>
      <FieldGroup legend="받을 알림">
        <div className={styles.checks}>
          {staffAlertKinds.map((kind: StaffAlertKind) => (
            <label className={styles.check} key={kind}>
              <input
                type="checkbox"
                name="alertKinds"
                value={kind}
                defaultChecked={shown.alertKinds.includes(kind)}
              />
              {staffAlertLabels[kind]}
            </label>
          ))}
        </div>
        {state.fields?.alertKinds ? <span className={base.fieldError}>{state.fields.alertKinds}</span> : null}
      </FieldGroup>
      <FieldGroup legend="고객 예약 알림">
        <div className={styles.times}>
          <FormField
            label="전날 알림 시간"
            name="reminderTime"
            type="time"
            min={REMINDER_CLOCK_RANGE.min}
            max={REMINDER_CLOCK_RANGE.max}
            defaultValue={shown.reminderTime}
            error={state.fields?.reminderTime}
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="sameDayReminder" defaultChecked={shown.sameDayReminder} />
          예약 당일에도 알림을 보냅니다
        </label>
        <div className={styles.times}>
          <FormField
            label="당일 알림 시간"
            name="sameDayTime"
            type="time"
            min={REMINDER_CLOCK_RANGE.min}
            max={REMINDER_CLOCK_RANGE.max}
            defaultValue={shown.sameDayTime}
            error={state.fields?.sameDayTime}
          />
        </div>
        <p className={base.muted}>
          알림은 오전 8시부터 오후 9시 전까지만 보냅니다. 당일 알림 시간보다 이른 예약에는 당일 알림이 가지
          않습니다.
        </p>
      </FieldGroup>
      <div className={styles.actions}>
        <SubmitButton pendingLabel="저장 중…">저장</SubmitButton>
      </div>
    </form>
  );
}

/** A list of inputs named `${list}.N`; N stays with its input, so errors land on the right one. */
function RecipientInputs({
  list,
  label,
  addLabel,
  type,
  placeholder,
  initial,
  fields,
}: {
  list: RecipientList;
  label: string;
  addLabel: string;
  type: string;
  placeholder: string;
  initial: { key: number; value: string }[];
  fields: Record<string, string> | undefined;
}) {
  const [rows, setRows] = useState(initial);
  const [next, setNext] = useState(() => Math.max(-1, ...initial.map((row) => row.key)) + 1);
  const listError = fields?.[list];
  return (
    <div className={base.field}>
      <ul className={styles.list} aria-label={label}>
        {rows.map((row, position) => (
          <li className={styles.listRow} key={row.key}>
            <FormField
              label={`${label} ${position + 1}`}
              name={`${list}.${row.key}`}
              type={type}
              placeholder={placeholder}
              defaultValue={row.value}
              error={fields?.[`${list}.${row.key}`]}
            />
            <button
              className={base.secondary}
              type="button"
              aria-label={`${label} ${position + 1} 삭제`}
              onClick={() => setRows(rows.filter((candidate) => candidate.key !== row.key))}
            >
              삭제
            </button>
          </li>
        ))}
      </ul>
      {rows.length === 0 ? <p className={base.muted}>{label}로 받는 사람이 없습니다.</p> : null}
      {listError ? <span className={base.fieldError}>{listError}</span> : null}
      <div>
        <button
          className={base.secondary}
          type="button"
          disabled={rows.length >= ALERT_RECIPIENTS_MAX}
          onClick={() => {
            setRows([...rows, { key: next, value: "" }]);
            setNext(next + 1);
          }}
        >
          {addLabel}
        </button>
      </div>
    </div>
  );
}
