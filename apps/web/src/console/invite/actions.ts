"use server";

import type { FormState } from "@/console/components/form-message";
import { consoleSend } from "@/console/lib/api";

export async function acceptInviteAction(
  token: string,
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirmPassword") ?? "")) {
    return {
      ok: false,
      message: "비밀번호가 서로 다릅니다.",
      fields: { confirmPassword: "비밀번호를 한 번 더 똑같이 입력해 주세요." },
    };
  }
  const result = await consoleSend("acceptInvite", { body: { token, password } });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  return { ok: true, message: "비밀번호를 정했습니다. 이제 로그인할 수 있습니다." };
}
