import { describe, expect, it } from "vitest";
import { formatLongDate, isoDate } from "./dates";

describe("content dates", () => {
  it("reads instants in Seoul time: 15:00 UTC is already the next day there", () => {
    expect(isoDate("2025-03-01T14:59:59Z")).toBe("2025-03-01");
    expect(isoDate("2025-03-01T15:00:00Z")).toBe("2025-03-02");
    expect(formatLongDate("2025-03-01T20:00:00.000Z")).toBe("2025년 3월 2일");
  });

  it("takes date-only strings as calendar dates without shifting them", () => {
    expect(formatLongDate("2025-03-01")).toBe("2025년 3월 1일");
    expect(isoDate("2024-12-31")).toBe("2024-12-31");
  });

  it("gives an empty string for unreadable values", () => {
    expect(formatLongDate("soon")).toBe("");
    expect(isoDate("")).toBe("");
  });
});
