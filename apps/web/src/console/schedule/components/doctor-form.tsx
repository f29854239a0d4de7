"use client";

import { type ScheduleDoctor, weekdayLabels } from "@clinic/shared";
import { useActionState } from "react";
import base from "@/console/components/console.module.css";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { saveDoctorAction } from "../actions";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** A doctor's week: up to two working blocks per weekday; empty pairs mean no reservations that day. */
export function DoctorForm({ partnerId, doctor }: { partnerId: number; doctor: ScheduleDoctor }) {
  const [state, action] = useActionState(saveDoctorAction, INITIAL_FORM_STATE);
  const blockOf = (weekday: number, part: number) =>
    doctor.blocks.filter((block) => block.weekday === weekday)[part];
  const titleId = `doctor-${doctor.id}`;
  return (
    <form className={base.card} action={action} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {doctor.name}
        {doctor.position ? ` (${doctor.position})` : ""}
      </h3>
      <FormMessage state={state} />
      <input type="hidden" name="partnerId" value={partnerId} />
      <input type="hidden" name="employeeId" value={doctor.id} />
      {WEEKDAYS.map((weekday) => (
        <fieldset key={weekday} className={base.row}>
          <legend>{weekdayLabels[weekday]}요일</legend>
          {[0, 1].map((part) => {
            const block = blockOf(weekday, part);
            const id = `${doctor.id}-${weekday}-${part}`;
            return (
              <span key={part} className={base.row}>
                <label htmlFor={`start-${id}`}>근무 {part + 1} 시작</label>
                <input
                  className={base.input}
                  id={`start-${id}`}
                  type="time"
                  name={`start-${weekday}-${part}`}
                  defaultValue={block?.startTime ?? ""}
                />
                <label htmlFor={`end-${id}`}>종료</label>
                <input
                  className={base.input}
                  id={`end-${id}`}
                  type="time"
                  name={`end-${weekday}-${part}`}
                  defaultValue={block?.endTime ?? ""}
                />
              </span>
            );
          })}
        </fieldset>
      ))}
      {state.fields && Object.keys(state.fields).length > 0 ? (
        <ul className={base.fieldError} role="alert">
          {Object.entries(state.fields).map(([path, message]) => (
            <li key={path}>{message}</li>
          ))}
        </ul>
      ) : null}
      <SubmitButton>근무 시간 저장</SubmitButton>
    </form>
  );
}
