import { describe, expect, it } from "vitest";
import { formatReservationTime } from "./format";

describe("formatReservationTime", () => {
  it("shows the Seoul wall clock in Korean, whatever offset the instant was written with", () => {
    expect(formatReservationTime("2026-11-24T10:30:00+09:00")).toBe("2026년 11월 24일 (화) 오전 10:30");
    expect(formatReservationTime("2026-11-24T05:05:00Z")).toBe("2026년 11월 24일 (화) 오후 2:05");
  });

  it("crosses midnight into the Seoul date", () => {
    expect(formatReservationTime("2026-11-23T15:00:00Z")).toBe("2026년 11월 24일 (화) 오전 12:00");
  });

  it("returns null for an unreadable value", () => {
    expect(formatReservationTime("not a date")).toBeNull();
  });
});
