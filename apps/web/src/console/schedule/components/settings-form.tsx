"use client";

import type { ScheduleSettings } from "@clinic/shared";
import { useActionState } from "react";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { saveSettingsAction } from "../actions";

const FIELDS: { name: keyof ScheduleSettings; label: string; min: number; max: number }[] = [
  { name: "slotMinutes", label: "예약 단위(분)", min: 5, max: 240 },
  { name: "capacityPerSlot", label: "시간당 예약 가능 인원", min: 1, max: 100 },
  { name: "visitMinutes", label: "상담 예약 소요 시간(분)", min: 5, max: 480 },
  { name: "minNoticeMinutes", label: "최소 예약 가능 시점(분 전)", min: 0, max: 43200 },
  { name: "cancelCutoffMinutes", label: "고객 취소 마감(분 전)", min: 0, max: 43200 },
];

export function SettingsForm({ partnerId, settings }: { partnerId: number; settings: ScheduleSettings }) {
  const [state, action] = useActionState(saveSettingsAction, INITIAL_FORM_STATE);
  return (
    <form className={base.form} action={action} aria-labelledby="settings-title">
      <h2 id="settings-title">예약 설정</h2>
      <FormMessage state={state} />
      <input type="hidden" name="partnerId" value={partnerId} />
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          label={field.label}
          name={field.name}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          required
          defaultValue={settings[field.name]}
          error={state.fields?.[field.name]}
        />
      ))}
      <SubmitButton>저장</SubmitButton>
    </form>
  );
}
