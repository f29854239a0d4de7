"use server";

import { redirect } from "next/navigation";
import { consoleSend } from "../../../lib/console/api";
import { storeConsoleToken } from "../../../lib/console/session";
import type { FormState } from "../_components/form-message";

export async function signInAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await consoleSend("signIn", {
    body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
  });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  const session = result.data;
  await storeConsoleToken(session.token, session.expiresAt);
  redirect("/");
}
