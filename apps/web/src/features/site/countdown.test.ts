import { describe, expect, it } from "vitest";
import { countdownLabel } from "./countdown";

// 2025-03-10 09:00 in Seoul.
const now = new Date("2025-03-10T00:00:00Z");

describe("countdownLabel", () => {
  it("shows nothing without a date", () => {
    expect(countdownLabel(null, { now })).toBeNull();
    expect(countdownLabel(undefined, { now })).toBeNull();
    expect(countdownLabel("", { now })).toBeNull();
    expect(countdownLabel("not a date", { now })).toBeNull();
  });

  it("reads D-day (short) or 오늘 마감 (long) on the end date", () => {
    expect(countdownLabel("2025-03-10", { now, short: true })).toBe("D-day");
    expect(countdownLabel("2025-03-10", { now })).toBe("오늘 마감");
  });

  it("says the event is running with 10 or more days left in long mode", () => {
    expect(countdownLabel("2025-03-20", { now })).toBe("이벤트 진행 중!");
    expect(countdownLabel("2025-06-01", { now })).toBe("이벤트 진행 중!");
  });

  it("counts down D-n (short) at any distance", () => {
    expect(countdownLabel("2025-03-20", { now, short: true })).toBe("D-10");
    expect(countdownLabel("2025-03-11", { now, short: true })).toBe("D-1");
  });

  it("counts down 'n일 후 마감' (long) under 10 days", () => {
    expect(countdownLabel("2025-03-19", { now })).toBe("9일 후 마감");
    expect(countdownLabel("2025-03-11", { now })).toBe("1일 후 마감");
  });

  it("counts Seoul calendar days, not UTC ones", () => {
    // 23:30 on March 10 in Seoul is still March 10 there (14:30 UTC).
    const lateEvening = new Date("2025-03-10T14:30:00Z");
    expect(countdownLabel("2025-03-10", { now: lateEvening, short: true })).toBe("D-day");
    // 00:30 on March 11 in Seoul is still March 10 in UTC, but the Seoul date decides.
    const afterMidnight = new Date("2025-03-10T15:30:00Z");
    expect(countdownLabel("2025-03-11", { now: afterMidnight, short: true })).toBe("D-day");
    // An instant ending at 23:59 Seoul time on March 12.
    expect(countdownLabel("2025-03-12T23:59:00+09:00", { now, short: true })).toBe("D-2");
    expect(countdownLabel(new Date("2025-03-12T14:59:00Z"), { now, short: true })).toBe("D-2");
  });

  it("shows nothing once the end date has passed", () => {
    expect(countdownLabel("2025-03-09", { now })).toBeNull();
  });
});
