import "server-only";
import { CONSOLE_SESSION_COOKIE } from "@clinic/shared";
import { cookies, headers } from "next/headers";

/** The console token from its HttpOnly cookie; the browser's scripts never see it. */
export async function consoleToken(): Promise<string | undefined> {
  return (await cookies()).get(CONSOLE_SESSION_COOKIE)?.value || undefined;
}

/** Only from server actions (Next allows cookie writes there): HttpOnly, Lax, Secure behind TLS. */
export async function storeConsoleToken(token: string, expiresAt: string): Promise<void> {
  // Behind a TLS load balancer (the same rule as the storefront's cookies, lib/security/request-origin).
  const proto = (await headers()).get("x-forwarded-proto");
  const secure = proto?.split(",")[0]?.trim().toLowerCase() === "https";
  (await cookies()).set(CONSOLE_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    expires: new Date(expiresAt),
  });
}

export async function clearConsoleToken(): Promise<void> {
  (await cookies()).delete(CONSOLE_SESSION_COOKIE);
}
