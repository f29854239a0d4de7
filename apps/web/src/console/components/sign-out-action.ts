"use server";

import { redirect } from "next/navigation";
import { consoleSend } from "@/console/lib/api";
import { clearConsoleToken } from "@/console/lib/session";

export async function signOutAction(): Promise<void> {
  // The cookie goes whatever the API says: leaving must always work, even when the API is away.
  await consoleSend("signOut", {}).catch(() => undefined);
  await clearConsoleToken();
  redirect("/login");
}
