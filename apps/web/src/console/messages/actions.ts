"use server";

import { revalidatePath } from "next/cache";
import type { FormState } from "@/console/components/form-message";
import { consoleSend, formBody } from "@/console/lib/api";
import {
  checked,
  type SettingsFormState,
  text,
  timeOrNull,
  toFormState,
  valuesOf,
} from "@/console/settings/lib/form-data";
import { fieldsForInputs, listEntries } from "./lib/settings-form-data";

const MESSAGES_PATH = "/console/clinics/[partnerId]/messages";

/**
 * Saves who hears the staff alerts and when patients are reminded. Blank recipient inputs are left out; the
 * API's field errors are moved back onto the inputs they came from.
 */
export async function saveMessageSettingsAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const emails = listEntries(form, "alertEmails");
  const phones = listEntries(form, "alertPhones");
  const result = await consoleSend("putMessageSettings", {
    params: { partnerId },
    body: formBody({
      alertEmails: emails.map((entry) => entry.value),
      alertPhones: phones.map((entry) => entry.value),
      alertKinds: form.getAll("alertKinds").map(String),
      reminderTime: timeOrNull(form, "reminderTime") ?? "",
      sameDayReminder: checked(form, "sameDayReminder"),
      sameDayTime: timeOrNull(form, "sameDayTime") ?? "",
    }),
  });
  if (!result.ok) {
    const fields = fieldsForInputs(result.fields, { alertEmails: emails, alertPhones: phones });
    return toFormState({ ...result, fields }, "", valuesOf(form));
  }
  revalidatePath(`${MESSAGES_PATH}/settings`, "page");
  // The saved values (numbers as digits) become what the form shows.
  const saved = result.data;
  const values: Record<string, string> = {
    reminderTime: saved.reminderTime,
    sameDayTime: saved.sameDayTime,
    ...(saved.sameDayReminder ? { sameDayReminder: "on" } : {}),
    alertKinds: saved.alertKinds.join(","),
  };
  saved.alertEmails.forEach((email, index) => {
    values[`alertEmails.${index}`] = email;
  });
  saved.alertPhones.forEach((phone, index) => {
    values[`alertPhones.${index}`] = phone;
  });
  return { ok: true, message: "알림 설정을 저장했습니다.", values };
}

/** Saves one kind's wording, whether it is sent, and its 알림톡 template code. */
export async function saveTemplateAction(
  partnerId: number,
  kind: string,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const values = valuesOf(form);
  const result = await consoleSend("putMessageTemplate", {
    params: { partnerId, kind },
    body: formBody({
      body: String(form.get("body") ?? ""),
      enabled: checked(form, "enabled"),
      alimtalkTemplateCode: text(form, "alimtalkTemplateCode"),
    }),
  });
  if (result.ok) revalidatePath(`${MESSAGES_PATH}/templates`, "page");
  return toFormState(result, "알림 문구를 저장했습니다.", values);
}

/** Back to the platform's wording of one kind. */
export async function resetTemplateAction(
  partnerId: number,
  kind: string,
  _previous: SettingsFormState,
  _form: FormData,
): Promise<SettingsFormState> {
  const result = await consoleSend("resetMessageTemplate", { params: { partnerId, kind } });
  if (!result.ok) return { ok: false, message: result.message };
  revalidatePath(`${MESSAGES_PATH}/templates`, "page");
  const saved = result.data;
  return {
    ok: true,
    message: "기본 문구로 되돌렸습니다.",
    values: {
      body: saved.body,
      alimtalkTemplateCode: saved.alimtalkTemplateCode ?? "",
      ...(saved.enabled ? { enabled: "on" } : {}),
    },
  };
}

/** Sends a sent or failed message again; the log shows the new message at its top after the refresh. */
export async function resendMessageAction(
  partnerId: number,
  messageId: number,
  _previous: FormState,
  _form: FormData,
): Promise<FormState> {
  const result = await consoleSend("resendMessage", { params: { partnerId, id: messageId } });
  if (!result.ok) return { ok: false, message: result.message };
  revalidatePath(MESSAGES_PATH, "page");
  return { ok: true, message: "다시 보내기를 예약했습니다. 잠시 뒤 목록 맨 위에서 결과를 확인하세요." };
}
