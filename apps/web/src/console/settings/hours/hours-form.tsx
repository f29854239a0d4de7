"use client";

import type { ConsoleHours, Weekday } from "@clinic/shared";
import base from "@/console/components/console.module.css";
import { FieldGroup, SelectField } from "../components/fields";
import styles from "../components/settings.module.css";
import { type SettingsAction, SettingsForm } from "../components/settings-form";
import { errorFor, type SettingsFormState, shown, shownChecked } from "../lib/form-data";

const DAYS: readonly [Weekday, string][] = [
  ["monday", "월요일"],
  ["tuesday", "화요일"],
  ["wednesday", "수요일"],
  ["thursday", "목요일"],
  ["friday", "금요일"],
  ["saturday", "토요일"],
  ["sunday", "일요일"],
];
const TIMES = [
  ["opening", "진료 시작"],
  ["closing", "진료 종료"],
  ["lunchStart", "점심 시작"],
  ["lunchEnd", "점심 종료"],
] as const;
const TYPE_OPTIONS = [
  { value: "daily", label: "평일(월~금) 묶음 + 토요일" },
  { value: "weekWeekend", label: "평일(월요일 기준) + 토요일" },
];

/** A time input with its own (screen-reader) label and its error under it. */
function TimeInput({
  name,
  label,
  state,
  stored,
}: {
  name: string;
  label: string;
  state: SettingsFormState;
  stored: string | null;
}) {
  const error = errorFor(state.fields, name);
  const id = `field-${name}`;
  return (
    <>
      <input
        className={base.input}
        type="time"
        id={id}
        name={name}
        aria-label={label}
        defaultValue={shown(state, name, stored)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span className={base.fieldError} id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </>
  );
}

export function HoursForm({ action, hours }: { action: SettingsAction; hours: ConsoleHours }) {
  return (
    <SettingsForm action={action} label="진료 시간">
      {(state) => (
        <>
          <table className={styles.hoursTable}>
            <caption className={base.muted}>
              휴진일은 ‘휴진’에 표시하세요. 시간은 24시간 형식(예: 09:30)입니다.
            </caption>
            <thead>
              <tr>
                <th scope="col">요일</th>
                <th scope="col">휴진</th>
                {TIMES.map(([, label]) => (
                  <th scope="col" key={label}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {DAYS.map(([day, dayLabel]) => {
                const stored = hours.operationTimes[day];
                const closedName = `operationTimes.${day}.closed`;
                const closedNow = stored.opening === null && stored.closing === null;
                return (
                  <tr key={day}>
                    <th scope="row">{dayLabel}</th>
                    <td>
                      <label className={styles.check}>
                        <input
                          type="checkbox"
                          name={closedName}
                          defaultChecked={shownChecked(state, closedName, closedNow)}
                        />
                        <span>
                          휴진<span className="visually-hidden"> ({dayLabel})</span>
                        </span>
                      </label>
                    </td>
                    {TIMES.map(([field, label]) => (
                      <td key={field}>
                        <TimeInput
                          name={`operationTimes.${day}.${field}`}
                          label={`${dayLabel} ${label}`}
                          state={state}
                          stored={stored[field]}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <FieldGroup legend="공통 점심시간과 표시 방식">
            <div className={styles.grid}>
              <div className={base.field}>
                <label className={base.label} htmlFor="field-lunchStart">
                  공통 점심 시작
                </label>
                <TimeInput name="lunchStart" label="공통 점심 시작" state={state} stored={hours.lunchStart} />
              </div>
              <div className={base.field}>
                <label className={base.label} htmlFor="field-lunchEnd">
                  공통 점심 종료
                </label>
                <TimeInput name="lunchEnd" label="공통 점심 종료" state={state} stored={hours.lunchEnd} />
              </div>
              <SelectField
                label="하단 표시 방식"
                name="operationTimeType"
                options={TYPE_OPTIONS}
                defaultValue={shown(state, "operationTimeType", hours.operationTimeType)}
                error={errorFor(state.fields, "operationTimeType")}
              />
            </div>
          </FieldGroup>
        </>
      )}
    </SettingsForm>
  );
}
