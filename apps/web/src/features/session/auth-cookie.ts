import { ACCESS_TOKEN_COOKIE, SESSION_TTL_SECONDS } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";

/**
 * The access-token cookie the same-origin pass-through manages (spec 6 and 9): the browser's scripts never see
 * the token, they only get the customer and when the session ends. Pure.
 */

/** API paths (method POST) whose 2xx answer is an authSession {token, expiresAt, customer}. */
export const SESSION_ISSUING_PATHS = new Set<string>([
  endpoints.signUp.path,
  endpoints.signIn.path,
  endpoints.guestSignIn.path,
  // A refreshed token is a session too: it becomes the cookie, never a value the browser's scripts could read.
  endpoints.refreshAccessToken.path,
]);

export type CookieAction = "set" | "clear" | "none";

/** What an API answer means for the cookie. */
export function cookieActionFor(method: string, rawPath: string, status: number | null): CookieAction {
  // Compared loosely so a variant spelling the API might also route can never hand the token to the browser.
  const path = rawPath.toLowerCase().replace(/\/+$/, "");
  const ok = status !== null && status >= 200 && status < 300;
  // Leaving always ends the browser's session, even when the API could not be reached.
  if (method === endpoints.signOut.method && path === endpoints.signOut.path) return "clear";
  if (status === 401) return "clear";
  // PUT /customers/this with status WITHDRAWN: the account is gone, so is its session.
  if (method === endpoints.withdraw.method && path === endpoints.withdraw.path && status === 204)
    return "clear";
  if (method === "POST" && SESSION_ISSUING_PATHS.has(path) && ok) return "set";
  return "none";
}

function baseAttributes(secure: boolean): string[] {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return attributes;
}

/** Seconds from now until expiresAt (never negative); the session TTL when the date is unreadable. */
export function maxAgeSeconds(expiresAt: string, now: number = Date.now()): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return SESSION_TTL_SECONDS;
  return Math.max(0, Math.floor((end - now) / 1000));
}

export function sessionCookie(
  token: string,
  expiresAt: string,
  options: { secure: boolean; now?: number },
): string {
  return [
    `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}`,
    ...baseAttributes(options.secure),
    `Max-Age=${maxAgeSeconds(expiresAt, options.now)}`,
  ].join("; ");
}

/** Spec 9: "cookies are cleared by setting an expired date". */
export function clearedSessionCookie(options: { secure: boolean }): string {
  return [
    `${ACCESS_TOKEN_COOKIE}=`,
    ...baseAttributes(options.secure),
    "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    "Max-Age=0",
  ].join("; ");
}
