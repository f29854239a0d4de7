import { describe, expect, it } from "vitest";
import { formatDate, formatPeriod } from "./dates";

describe("formatDate", () => {
  it("reads calendar dates as they are and instants on the Seoul calendar", () => {
    expect(formatDate("2025-03-01")).toBe("2025.03.01");
    // 20:00 UTC is already the next day in Seoul.
    expect(formatDate("2025-03-01T20:00:00.000Z")).toBe("2025.03.02");
    expect(formatDate("not a date")).toBeNull();
    expect(formatDate(null)).toBeNull();
  });
});

describe("formatPeriod", () => {
  it("joins both ends with a tilde and allows an open end", () => {
    expect(formatPeriod("2025-03-01", "2025-03-31")).toBe("2025.03.01 ~ 2025.03.31");
    expect(formatPeriod(null, "2025-03-31")).toBe("~ 2025.03.31");
    expect(formatPeriod("2025-03-01", null)).toBe("2025.03.01 ~");
    expect(formatPeriod(null, null)).toBeNull();
  });
});
