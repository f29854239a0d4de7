import { describe, expect, it } from "vitest";
import { addMonths, compareMonths, monthGrid, monthOf, shiftDate } from "./calendar";

describe("monthGrid", () => {
  it("starts on Sunday and pads the first and last week", () => {
    // 1 November 2026 is a Sunday; 30 days → five weeks, the last one padded after the 30th (Monday).
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe("2026-11-01");
    expect(weeks[4]).toEqual(["2026-11-29", "2026-11-30", null, null, null, null, null]);
  });

  it("pads before the 1st when the month starts mid-week", () => {
    // 1 December 2026 is a Tuesday.
    const first = monthGrid({ year: 2026, month: 12 })[0];
    expect(first).toEqual([null, null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
  });

  it("knows leap years", () => {
    const days = monthGrid({ year: 2028, month: 2 }).flat().filter(Boolean);
    expect(days.at(-1)).toBe("2028-02-29");
    expect(monthGrid({ year: 2027, month: 2 }).flat().filter(Boolean)).toHaveLength(28);
  });
});

describe("months and dates", () => {
  it("adds months across years", () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });

  it("compares months and reads them from dates", () => {
    expect(monthOf("2026-11-24")).toEqual({ year: 2026, month: 11 });
    expect(compareMonths({ year: 2026, month: 12 }, { year: 2027, month: 1 })).toBeLessThan(0);
  });

  it("shifts dates across month ends (arrow keys)", () => {
    expect(shiftDate("2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDate("2026-12-03", -7)).toBe("2026-11-26");
  });
});
