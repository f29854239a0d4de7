"use server";

import { revalidatePath } from "next/cache";
import type { FormState } from "@/console/components/form-message";
import { type ConsoleResult, consoleSend, formBody } from "@/console/lib/api";

const SETTINGS_FIELDS = [
  "slotMinutes",
  "capacityPerSlot",
  "minNoticeMinutes",
  "cancelCutoffMinutes",
  "visitMinutes",
];
const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
/** Empty inputs are sent as null so the API names the missing field instead of reading "". */
const optional = (form: FormData, name: string) => text(form, name) || null;
/** The clinic of the form (the API checks the account may change it). */
const clinic = (form: FormData) => ({ partnerId: Number(form.get("partnerId")) });

function outcome(result: ConsoleResult, done: string): FormState {
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  revalidatePath("/console/clinics/[partnerId]/schedule", "page");
  return { ok: true, message: done };
}

export async function saveSettingsAction(_previous: FormState, form: FormData): Promise<FormState> {
  const body = Object.fromEntries(SETTINGS_FIELDS.map((name) => [name, Number(text(form, name))]));
  return outcome(
    await consoleSend("putSchedule", { params: clinic(form), body: formBody(body) }),
    "예약 설정을 저장했습니다.",
  );
}

export async function saveOverrideAction(_previous: FormState, form: FormData): Promise<FormState> {
  const body = {
    date: text(form, "date"),
    isClosed: form.get("isClosed") === "on",
    opening: optional(form, "opening"),
    closing: optional(form, "closing"),
    lunchStart: optional(form, "lunchStart"),
    lunchEnd: optional(form, "lunchEnd"),
    note: optional(form, "note"),
  };
  return outcome(
    await consoleSend("addOverride", { params: clinic(form), body }),
    "날짜별 일정을 저장했습니다.",
  );
}

export async function deleteOverrideAction(_previous: FormState, form: FormData): Promise<FormState> {
  const id = Number(form.get("overrideId"));
  return outcome(
    await consoleSend("removeOverride", { params: { ...clinic(form), overrideId: id } }),
    "날짜별 일정을 삭제했습니다.",
  );
}

/** Each weekday row has two optional blocks (morning and afternoon, say); empty pairs are left out. */
export async function saveDoctorAction(_previous: FormState, form: FormData): Promise<FormState> {
  const blocks = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    for (const part of [0, 1]) {
      const startTime = text(form, `start-${weekday}-${part}`);
      const endTime = text(form, `end-${weekday}-${part}`);
      if (startTime || endTime) blocks.push({ weekday, startTime, endTime });
    }
  }
  const employeeId = Number(form.get("employeeId"));
  return outcome(
    await consoleSend("putDoctorBlocks", { params: { ...clinic(form), employeeId }, body: { blocks } }),
    "의료진 근무 시간을 저장했습니다.",
  );
}

// ---- A doctor's day off or other hours on one date (issue 27, desk-grid)

export async function saveDoctorOverrideAction(_previous: FormState, form: FormData): Promise<FormState> {
  const params = { ...clinic(form), employeeId: Number(form.get("employeeId")), date: text(form, "date") };
  const isOff = form.get("isOff") === "on";
  const body = {
    isOff,
    startTime: isOff ? null : optional(form, "startTime"),
    endTime: isOff ? null : optional(form, "endTime"),
    note: optional(form, "note"),
  };
  return outcome(
    await consoleSend("putDoctorOverride", { params, body }),
    "의료진 날짜별 일정을 저장했습니다.",
  );
}

export async function deleteDoctorOverrideAction(_previous: FormState, form: FormData): Promise<FormState> {
  const params = { ...clinic(form), employeeId: Number(form.get("employeeId")), date: text(form, "date") };
  return outcome(await consoleSend("deleteDoctorOverride", { params }), "의료진 날짜별 일정을 삭제했습니다.");
}
