import { describe, expect, it } from "vitest";
import { msUntilNextSeoulDay, seoulDayOf } from "./seoul-day";

describe("the Seoul day", () => {
  it("turns at 15:00 UTC", () => {
    expect(seoulDayOf(Date.parse("2026-11-28T14:59:59.999Z"))).toBe("2026-11-28");
    expect(seoulDayOf(Date.parse("2026-11-28T15:00:00.000Z"))).toBe("2026-11-29");
  });

  it("counts the time left until the next Seoul midnight", () => {
    expect(msUntilNextSeoulDay(Date.parse("2026-11-28T14:59:59.000Z"))).toBe(1_000);
    expect(msUntilNextSeoulDay(Date.parse("2026-11-28T15:00:00.000Z"))).toBe(86_400_000);
    expect(msUntilNextSeoulDay(Date.parse("2026-11-28T03:00:00.000Z"))).toBe(12 * 3_600_000);
  });
});
