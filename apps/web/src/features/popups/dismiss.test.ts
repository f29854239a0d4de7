import { describe, expect, it } from "vitest";
import {
  clearDismissCookie,
  dismissCookie,
  dismissCookieName,
  dismissedIds,
  nextMidnightSeoul,
} from "./dismiss";

describe("nextMidnightSeoul", () => {
  it("is one second away at 23:59:59 KST", () => {
    // 2025-03-10 23:59:59 KST = 14:59:59 UTC.
    expect(nextMidnightSeoul(new Date("2025-03-10T23:59:59+09:00")).toISOString()).toBe(
      "2025-03-10T15:00:00.000Z",
    );
  });

  it("is a full day away exactly at 00:00 KST", () => {
    expect(nextMidnightSeoul(new Date("2025-03-11T00:00:00+09:00")).toISOString()).toBe(
      "2025-03-11T15:00:00.000Z",
    );
  });

  it("follows the Seoul date, not the UTC one", () => {
    // 08:30 KST on the 11th is still the 10th in UTC; the next Seoul midnight is the start of the 12th.
    expect(nextMidnightSeoul(new Date("2025-03-10T23:30:00Z")).toISOString()).toBe(
      "2025-03-11T15:00:00.000Z",
    );
    // 23:30 UTC on the 31st is 08:30 KST on 1 April, crossing a month.
    expect(nextMidnightSeoul(new Date("2025-03-31T23:30:00Z")).toISOString()).toBe(
      "2025-04-01T15:00:00.000Z",
    );
  });

  it("crosses the year", () => {
    expect(nextMidnightSeoul(new Date("2025-12-31T12:00:00+09:00")).toISOString()).toBe(
      "2025-12-31T15:00:00.000Z",
    );
  });

  it("does not depend on the machine's time zone", () => {
    const previous = process.env.TZ;
    try {
      for (const zone of ["America/Los_Angeles", "UTC", "Asia/Seoul", "Pacific/Kiritimati"]) {
        process.env.TZ = zone;
        expect(nextMidnightSeoul(new Date("2025-06-01T12:00:00+09:00")).toISOString()).toBe(
          "2025-06-01T15:00:00.000Z",
        );
      }
    } finally {
      process.env.TZ = previous;
    }
  });
});

describe("dismissal cookies", () => {
  const now = new Date("2025-03-10T14:00:00+09:00");

  it("names the cookie DO_NOT_SHOW_POPUP_{id}", () => {
    expect(dismissCookieName(42)).toBe("DO_NOT_SHOW_POPUP_42");
  });

  it("sets the cookie on path / until the next midnight KST", () => {
    expect(dismissCookie(42, now)).toBe(
      "DO_NOT_SHOW_POPUP_42=Y; path=/; expires=Mon, 10 Mar 2025 15:00:00 GMT; SameSite=Lax",
    );
  });

  it("clears it with the same name and path and a past expiry", () => {
    expect(clearDismissCookie(42)).toBe(
      "DO_NOT_SHOW_POPUP_42=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
    );
  });

  it("reads the dismissed ids from document.cookie, ignoring other and empty cookies", () => {
    expect(dismissedIds("")).toEqual(new Set());
    expect(
      dismissedIds(
        "a=1; DO_NOT_SHOW_POPUP_3=Y;DO_NOT_SHOW_POPUP_12=Y; DO_NOT_SHOW_POPUP_7=; DO_NOT_SHOW_POPUP_x=Y",
      ),
    ).toEqual(new Set([3, 12]));
  });
});
