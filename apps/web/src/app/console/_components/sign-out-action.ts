"use server";

import { redirect } from "next/navigation";
import { consoleSend } from "../../../lib/console/api";
import { clearConsoleToken } from "../../../lib/console/session";

export async function signOutAction(): Promise<void> {
  // The cookie goes whatever the API says: leaving must always work, even when the API is away.
  await consoleSend("signOut", {}).catch(() => undefined);
  await clearConsoleToken();
  redirect("/login");
}
