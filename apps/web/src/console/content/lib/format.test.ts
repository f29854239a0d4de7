import { describe, expect, it } from "vitest";
import { isoToSeoulLocal, seoulDateTime, seoulLocalToIso } from "./format";

describe("Seoul time in the content editor", () => {
  it("reads a datetime-local value as Seoul wall time", () => {
    expect(seoulLocalToIso("2026-12-01T09:30")).toBe("2026-12-01T00:30:00.000Z");
    expect(isoToSeoulLocal("2026-12-01T00:30:00.000Z")).toBe("2026-12-01T09:30");
  });

  it("refuses anything that is not a full local date and time", () => {
    for (const value of ["", "2026-12-01", "2026-13-01T09:30", "tomorrow", "2026-12-01T09:30:00"]) {
      expect(seoulLocalToIso(value), value).toBeNull();
    }
  });

  it("writes instants in Korean, in Seoul", () => {
    expect(seoulDateTime("2026-12-01T00:30:00.000Z")).toBe("2026. 12. 1. 오전 9:30");
    expect(seoulDateTime("2026-12-01T15:05:00.000Z")).toBe("2026. 12. 2. 오전 12:05");
    expect(seoulDateTime("2026-12-01T04:00:00.000Z")).toBe("2026. 12. 1. 오후 1:00");
  });
});
