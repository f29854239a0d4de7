"use client";

import type { ScheduleOverride } from "@clinic/shared";
import { useActionState } from "react";
import { ColumnHeads } from "@/console/components/column-heads";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { deleteOverrideAction, saveOverrideAction } from "../actions";

/** Adds a holiday (휴진) or other hours for one date; a date that has one is replaced. */
export function OverrideForm({ partnerId }: { partnerId: number }) {
  const [state, action] = useActionState(saveOverrideAction, INITIAL_FORM_STATE);
  const error = (name: string) => state.fields?.[name];
  return (
    <form className={base.form} action={action} aria-labelledby="override-title">
      <h2 id="override-title">휴진일 · 날짜별 진료 시간</h2>
      <FormMessage state={state} />
      <input type="hidden" name="partnerId" value={partnerId} />
      <FormField label="날짜" name="date" type="date" required error={error("date")} />
      <div className={base.field}>
        <label className={base.label}>
          <input type="checkbox" name="isClosed" defaultChecked /> 휴진 (체크 해제 시 아래 시간으로 진료)
        </label>
      </div>
      <div className={base.row}>
        <FormField label="진료 시작" name="opening" type="time" error={error("opening")} />
        <FormField label="진료 종료" name="closing" type="time" error={error("closing")} />
        <FormField label="점심 시작" name="lunchStart" type="time" error={error("lunchStart")} />
        <FormField label="점심 종료" name="lunchEnd" type="time" error={error("lunchEnd")} />
      </div>
      <FormField
        label="안내 문구"
        name="note"
        maxLength={100}
        placeholder="예: 추석 연휴"
        error={error("note")}
      />
      <SubmitButton>추가</SubmitButton>
    </form>
  );
}

function describe(override: ScheduleOverride): string {
  if (override.isClosed) return "휴진";
  const lunch = override.lunchStart ? ` (점심 ${override.lunchStart}–${override.lunchEnd})` : "";
  return `${override.opening}–${override.closing}${lunch}`;
}

export function OverrideList({ partnerId, overrides }: { partnerId: number; overrides: ScheduleOverride[] }) {
  const [state, action] = useActionState(deleteOverrideAction, INITIAL_FORM_STATE);
  if (overrides.length === 0)
    return <p className={base.muted}>예정된 휴진일이나 변경된 진료 시간이 없습니다.</p>;
  return (
    <>
      <FormMessage state={state} />
      <table className={base.table}>
        <caption>예정된 날짜별 일정</caption>
        <ColumnHeads names={["날짜", "진료", "안내", "삭제"]} />
        <tbody>
          {overrides.map((override) => (
            <tr key={override.id}>
              <td>{override.date}</td>
              <td>{describe(override)}</td>
              <td>{override.note ?? ""}</td>
              <td>
                <form action={action} aria-label={`${override.date} 일정 삭제`}>
                  <input type="hidden" name="partnerId" value={partnerId} />
                  <input type="hidden" name="overrideId" value={override.id} />
                  <SubmitButton variant="danger">삭제</SubmitButton>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
