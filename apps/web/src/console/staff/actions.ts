"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import type { FormState } from "@/console/components/form-message";
import { consoleSend, formBody } from "@/console/lib/api";
import { clinicPagePath } from "@/console/lib/paths";

export async function inviteStaffAction(
  partnerId: number,
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await consoleSend("inviteStaff", {
    params: { partnerId },
    body: formBody({
      email: String(form.get("email") ?? ""),
      name: String(form.get("name") ?? ""),
      role: String(form.get("role") ?? "STAFF"),
    }),
  });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  const answer = result.data;
  // The link is shown once: only its hash is stored, so nobody can show it again later.
  const host = (await headers()).get("host") ?? "";
  const proto = (await headers()).get("x-forwarded-proto") === "https" ? "https" : "http";
  revalidatePath(clinicPagePath(partnerId, "staff"));
  return {
    ok: true,
    message: `${answer.staff.name} 님께 초대 메일을 보냈습니다. 메일이 닿지 않으면 아래 링크를 직접 전달해 주세요 (3일간 한 번 사용 가능).`,
    detail: `${proto}://${host}/invite/${answer.inviteToken}`,
  };
}

export async function removeStaffAction(partnerId: number, staffId: number): Promise<void> {
  await consoleSend("removeStaff", { params: { partnerId, staffId } });
  revalidatePath(clinicPagePath(partnerId, "staff"));
}

/** The owner sets another account's role (issue 27); the API refuses one's own and the last owner's. */
export async function changeStaffRoleAction(
  partnerId: number,
  staffId: number,
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await consoleSend("changeStaffRole", {
    params: { partnerId, staffId },
    body: formBody({ role: String(form.get("role") ?? "") }),
  });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  revalidatePath(clinicPagePath(partnerId, "staff"));
  return { ok: true, message: "권한을 바꾸었습니다." };
}
