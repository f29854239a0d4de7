"use client";

import type { ScheduleDoctor } from "@clinic/shared";
import { useActionState } from "react";
import { ColumnHeads } from "@/console/components/column-heads";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { deleteDoctorOverrideAction, saveDoctorOverrideAction } from "../actions";

/** A doctor's day off, or other hours on one date instead of the weekly ones; a date that has one is replaced. */
export function DoctorOverrideForm({ partnerId, doctors }: { partnerId: number; doctors: ScheduleDoctor[] }) {
  const [state, action] = useActionState(saveDoctorOverrideAction, INITIAL_FORM_STATE);
  const error = (name: string) => state.fields?.[name];
  return (
    <form className={base.form} action={action} aria-labelledby="doctor-override-title">
      <h2 id="doctor-override-title">의료진 휴무 · 날짜별 근무 시간</h2>
      <FormMessage state={state} />
      <input type="hidden" name="partnerId" value={partnerId} />
      <div className={base.field}>
        <label className={base.label} htmlFor="doctor-override-doctor">
          의료진
        </label>
        <select className={base.input} id="doctor-override-doctor" name="employeeId" required>
          {doctors.map((doctor) => (
            <option key={doctor.id} value={doctor.id}>
              {doctor.name}
            </option>
          ))}
        </select>
      </div>
      <FormField label="날짜" name="date" type="date" required error={error("params.date")} />
      <div className={base.field}>
        <label className={base.label}>
          <input type="checkbox" name="isOff" defaultChecked /> 휴무 (체크 해제 시 아래 시간에만 근무)
        </label>
      </div>
      <div className={base.row}>
        <FormField label="근무 시작" name="startTime" type="time" error={error("startTime")} />
        <FormField label="근무 종료" name="endTime" type="time" error={error("endTime")} />
      </div>
      <FormField label="메모" name="note" maxLength={100} placeholder="예: 학회 참석" error={error("note")} />
      <SubmitButton>저장</SubmitButton>
    </form>
  );
}

/** Every doctor's upcoming dates, each with its delete button. */
export function DoctorOverrideList({ partnerId, doctors }: { partnerId: number; doctors: ScheduleDoctor[] }) {
  const [state, action] = useActionState(deleteDoctorOverrideAction, INITIAL_FORM_STATE);
  const rows = doctors
    .flatMap((doctor) => doctor.overrides.map((override) => ({ doctor, override })))
    .sort((a, b) => a.override.date.localeCompare(b.override.date));
  if (rows.length === 0)
    return <p className={base.muted}>예정된 의료진 휴무나 변경된 근무 시간이 없습니다.</p>;
  return (
    <>
      <FormMessage state={state} />
      <table className={base.table}>
        <caption>예정된 의료진 날짜별 일정</caption>
        <ColumnHeads names={["날짜", "의료진", "근무", "메모", "삭제"]} />
        <tbody>
          {rows.map(({ doctor, override }) => (
            <tr key={`${doctor.id}-${override.date}`}>
              <td>{override.date}</td>
              <td>{doctor.name}</td>
              <td>{override.isOff ? "휴무" : `${override.startTime}–${override.endTime}`}</td>
              <td>{override.note ?? ""}</td>
              <td>
                <form action={action} aria-label={`${doctor.name} ${override.date} 일정 삭제`}>
                  <input type="hidden" name="partnerId" value={partnerId} />
                  <input type="hidden" name="employeeId" value={doctor.id} />
                  <input type="hidden" name="date" value={override.date} />
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
