"use server";

import { revalidatePath } from "next/cache";
import type { FormState } from "@/console/components/form-message";
import { consoleSend, formBody } from "@/console/lib/api";
import { clinicPagePath } from "@/console/lib/paths";

export async function setDeployStatusAction(
  partnerId: number,
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await consoleSend("setDeployStatus", {
    params: { partnerId },
    body: formBody({ deployStatus: String(form.get("deployStatus") ?? "") }),
  });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  revalidatePath(clinicPagePath(partnerId, "platform"));
  return { ok: true, message: "상태를 바꾸었습니다. 사이트에는 1분 안에 반영됩니다." };
}

export async function setHostsAction(
  partnerId: number,
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  // One domain per line (or separated by commas/spaces); empty lines are ignored.
  const hosts = String(form.get("hosts") ?? "")
    .split(/[\s,]+/)
    .filter(Boolean);
  const result = await consoleSend("setHosts", { params: { partnerId }, body: { hosts } });
  if (!result.ok) {
    const first = Object.entries(result.fields).find(([path]) => path.startsWith("hosts"));
    return { ok: false, message: result.message, fields: first ? { hosts: first[1] } : {} };
  }
  revalidatePath(clinicPagePath(partnerId, "platform"));
  return { ok: true, message: "도메인을 저장했습니다. 1분 안에 반영됩니다." };
}
