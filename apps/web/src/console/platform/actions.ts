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
  revalidatePath("/console/clinics");
  const { warnings } = result.data;
  return {
    ok: true,
    message:
      warnings.length > 0
        ? `상태를 바꾸었습니다. 사이트에는 1분 안에 반영됩니다. 아직 준비되지 않은 항목이 ${warnings.length}개 있습니다.`
        : "상태를 바꾸었습니다. 사이트에는 1분 안에 반영됩니다.",
    ...(warnings.length > 0 ? { detail: warnings.join("\n") } : {}),
  };
}

export async function applyTemplateAction(
  partnerId: number,
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await consoleSend("applyTemplate", {
    params: { partnerId },
    body: formBody({ template: String(form.get("template") ?? "") }),
  });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  revalidatePath(clinicPagePath(partnerId, "platform"));
  return {
    ok: true,
    message: "템플릿을 적용했습니다. 메뉴와 배너가 바뀌고, 비어 있던 곳에 샘플 내용이 들어갔습니다.",
  };
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
  revalidatePath("/console/clinics");
  return { ok: true, message: "도메인을 저장했습니다. 1분 안에 반영됩니다." };
}
