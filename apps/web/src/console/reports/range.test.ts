import { describe, expect, it } from "vitest";
import { chooseRange, presetRange } from "./range";

describe("the reports' range", () => {
  const today = "2026-11-29";
  it("takes a preset as the last N days, today included", () => {
    expect(presetRange(7, today)).toEqual({ from: "2026-11-23", to: today, preset: 7 });
    expect(chooseRange({ days: "90" }, today)).toEqual({ from: "2026-09-01", to: today, preset: 90 });
  });

  it("takes a custom range of real dates up to a year", () => {
    expect(chooseRange({ from: "2025-11-29", to: "2026-11-29" }, today)).toEqual({
      from: "2025-11-29",
      to: "2026-11-29",
      preset: null,
    });
  });

  it.each([
    [{ from: "2024-01-01", to: "2025-01-01" }],
    [{ from: "2026-11-29", to: "2026-11-01" }],
    [{ from: "2026-02-30", to: "2026-03-01" }],
    [{ days: "12" }],
    [{}],
  ])("falls back to the last 30 days for %j", (query) => {
    expect(chooseRange(query, today)).toEqual({ from: "2026-10-31", to: today, preset: 30 });
  });
});
