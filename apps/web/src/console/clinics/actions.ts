"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import type { FormState } from "@/console/components/form-message";
import { consoleSend, formBody } from "@/console/lib/api";

export async function createClinicAction(_previous: FormState, form: FormData): Promise<FormState> {
  const field = (name: string) => String(form.get(name) ?? "");
  const result = await consoleSend("createClinic", {
    body: formBody({
      code: field("code"),
      name: field("name"),
      template: field("template"),
      ownerEmail: field("ownerEmail"),
      ownerName: field("ownerName"),
      // The clinic's own identity; empty fields stay empty (filled in later under 병원 정보).
      phone: field("phone"),
      address: field("address"),
      ceoName: field("ceoName"),
      businessNumber: field("businessNumber"),
      copyRight: field("copyRight"),
    }),
  });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  const answer = result.data;
  const incoming = await headers();
  const proto = incoming.get("x-forwarded-proto") === "https" ? "https" : "http";
  revalidatePath("/console/clinics");
  return {
    ok: true,
    message: `${answer.clinic.name}을(를) 만들었습니다 (오픈 준비 상태). 원장님께 초대 메일을 보냈습니다. 메일이 닿지 않으면 아래 링크를 전달해 주세요.`,
    detail: `${proto}://${incoming.get("host") ?? ""}/invite/${answer.ownerInviteToken}`,
  };
}
