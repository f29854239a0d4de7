"use server";

import type { FormState } from "@/console/components/form-message";
import { consoleSend } from "@/console/lib/api";
import { storeConsoleToken } from "@/console/lib/session";

export async function changePasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  const newPassword = String(form.get("newPassword") ?? "");
  if (newPassword !== String(form.get("confirmPassword") ?? "")) {
    return {
      ok: false,
      message: "새 비밀번호가 서로 다릅니다.",
      fields: { confirmPassword: "새 비밀번호를 한 번 더 똑같이 입력해 주세요." },
    };
  }
  const result = await consoleSend("changePassword", {
    body: {
      currentPassword: String(form.get("currentPassword") ?? ""),
      newPassword,
    },
  });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  // Every other session ended; this browser continues on the fresh one.
  const session = result.data;
  await storeConsoleToken(session.token, session.expiresAt);
  return { ok: true, message: "비밀번호를 바꾸었습니다. 다른 기기의 로그인은 모두 종료되었습니다." };
}
