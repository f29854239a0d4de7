"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/console/components/form-message";
import { consoleSend } from "@/console/lib/api";
import { storeConsoleToken } from "@/console/lib/session";

export async function signInAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await consoleSend("signIn", {
    body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
  });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  const session = result.data;
  await storeConsoleToken(session.token, session.expiresAt);
  redirect("/");
}
