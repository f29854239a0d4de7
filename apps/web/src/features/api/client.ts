import "server-only";
import { ACCESS_TOKEN_COOKIE, TENANT_ORIGIN_HEADER } from "@clinic/shared";
import { cookies } from "next/headers";
import { env } from "@/env";
import { tenantOrigin } from "@/platform/api/tenant";

export type QueryValue = string | number | boolean | null | undefined;

/** An API address for the pass-through, which forwards any listed path: typed calls build theirs in server-call.ts. */
export function apiUrl(path: string, query?: Record<string, QueryValue> | URLSearchParams): string {
  const url = new URL(`${env.API_URL}${path}`);
  if (query instanceof URLSearchParams) url.search = query.toString();
  else if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
  }
  return url.toString();
}

/** Headers every call carries: the tenant origin (spec section 6). */
export function tenantHeaders(site: string): Record<string, string> {
  return {
    [TENANT_ORIGIN_HEADER]: tenantOrigin(site, {
      scheme: env.TENANT_ORIGIN_SCHEME,
      platformDomain: env.PLATFORM_DOMAIN,
    }),
  };
}

/** The visitor's access token from the HttpOnly cookie, if any. */
export async function visitorToken(): Promise<string | undefined> {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
  return token && token.trim() !== "" ? token : undefined;
}
