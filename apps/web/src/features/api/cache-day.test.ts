import { describe, expect, it } from "vitest";
import { seoulCacheDay } from "./cache-day";

describe("seoulCacheDay", () => {
  it("turns over at midnight in Seoul, not at midnight UTC", () => {
    expect(seoulCacheDay(new Date("2026-11-21T14:59:59.999Z"))).toBe("2026-11-21");
    expect(seoulCacheDay(new Date("2026-11-21T15:00:00.000Z"))).toBe("2026-11-22");
    expect(seoulCacheDay(new Date("2026-12-31T23:30:00.000Z"))).toBe("2027-01-01");
  });
});
