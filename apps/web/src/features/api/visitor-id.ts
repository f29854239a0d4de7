import { VISITOR_ID_COOKIE } from "@clinic/shared";

/** A year: recent products should survive between visits, like a shopping site's "recently viewed". */
export const VISITOR_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/**
 * The visitor id to forward and, when the browser had none (or a tampered one), the Set-Cookie value that
 * gives it one. The id is opaque and HttpOnly: it only tells one browser's recent products from another's.
 */
export function visitorIdFor(
  cookieValue: string | undefined,
  options: { secure: boolean; newId?: () => string },
): { id: string; setCookie: string | null } {
  if (isVisitorId(cookieValue)) return { id: cookieValue, setCookie: null };
  const id = (options.newId ?? (() => crypto.randomUUID()))();
  const attributes = [
    `${VISITOR_ID_COOKIE}=${id}`,
    "Path=/",
    `Max-Age=${VISITOR_ID_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (options.secure) attributes.push("Secure");
  return { id, setCookie: attributes.join("; ") };
}
