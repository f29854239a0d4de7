"use server";

import { staffSessionAnswerSchema } from "@clinic/shared";
import { redirect } from "next/navigation";
import { consoleSend, SIGN_IN_PATH } from "../../../lib/console/api";
import { storeConsoleToken } from "../../../lib/console/session";
import type { FormState } from "../_components/form-message";

export async function signInAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await consoleSend("POST", SIGN_IN_PATH, {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
  });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  const session = staffSessionAnswerSchema.parse(result.data);
  await storeConsoleToken(session.token, session.expiresAt);
  redirect("/");
}
