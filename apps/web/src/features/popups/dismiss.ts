import { popup, SEOUL_UTC_OFFSET_MINUTES } from "@/ui/styles/tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_OFFSET_MS = SEOUL_UTC_OFFSET_MINUTES * 60 * 1000;

/**
 * The next midnight in Seoul after `now` (spec 9: a dismissal lasts until then). Computed from the fixed UTC+9
 * offset, so the machine's time zone never matters; exactly at midnight the answer is the following midnight.
 */
export function nextMidnightSeoul(now: Date): Date {
  const seoulDayStart = Math.floor((now.getTime() + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(seoulDayStart + DAY_MS - SEOUL_OFFSET_MS);
}

export const dismissCookieName = (popupId: number) => `${popup.cookiePrefix}${popupId}`;

/** The document.cookie assignment for "do not show again today": path '/', expiring at the next midnight KST. */
export function dismissCookie(popupId: number, now: Date): string {
  return `${dismissCookieName(popupId)}=Y; path=/; expires=${nextMidnightSeoul(now).toUTCString()}; SameSite=Lax`;
}

/** The assignment that removes a dismissal: the same name and path with an expiry in the past. */
export function clearDismissCookie(popupId: number): string {
  return `${dismissCookieName(popupId)}=; path=/; expires=${new Date(0).toUTCString()}; SameSite=Lax`;
}

/** Ids of the popups dismissed for today, read from a document.cookie string. */
export function dismissedIds(cookieHeader: string): Set<number> {
  const ids = new Set<number>();
  for (const pair of cookieHeader.split(";")) {
    const [rawName = "", ...rest] = pair.split("=");
    const name = rawName.trim();
    if (!name.startsWith(popup.cookiePrefix) || rest.join("=").trim() === "") continue;
    const id = name.slice(popup.cookiePrefix.length);
    if (/^\d+$/.test(id)) ids.add(Number(id));
  }
  return ids;
}
