import { describe, expect, it } from "vitest";
import { consoleDate, consoleDateTime, consoleTime } from "./time";

describe("console times", () => {
  it("are Seoul times with 오전/오후", () => {
    // Midnight UTC is 9 in the morning in Seoul; 15:05 UTC is five past midnight of the next day.
    const instants = ["2026-12-01T00:30:00.000Z", "2026-12-01T15:05:00.000Z", "2026-12-01T04:00:00.000Z"];
    expect(instants.map(consoleDateTime)).toEqual([
      "2026. 12. 1. 오전 9:30",
      "2026. 12. 2. 오전 12:05",
      "2026. 12. 1. 오후 1:00",
    ]);
    expect([consoleTime("2026-12-01T06:30:00.000Z"), consoleDate(instants[1] ?? "")]).toEqual([
      "오후 3:30",
      "2026. 12. 2.",
    ]);
  });
});
