import { describe, expect, it } from "vitest";
import { parseTagRecord, tagVerdict } from "./tag-state.mjs";

const WRITTEN = 1_000_000;

describe("tagVerdict", () => {
  it("keeps an entry whose tags were never revalidated or were revalidated before it was written", () => {
    expect(tagVerdict([null, undefined], WRITTEN)).toBe("fresh");
    expect(tagVerdict([`${WRITTEN - 5},${WRITTEN - 5}`], WRITTEN, WRITTEN + 10)).toBe("fresh");
  });

  it("drops an entry once any of its tags expired after it was written, whatever this server's clock says", () => {
    // This server's clock lags Redis' by 50 ms; an immediate expiry still counts.
    expect(tagVerdict([null, `${WRITTEN + 10},${WRITTEN + 10}`], WRITTEN, WRITTEN - 40)).toBe("expired");
  });

  it("drops an entry written at the very instant of the revalidation", () => {
    expect(tagVerdict([`${WRITTEN},${WRITTEN}`], WRITTEN)).toBe("expired");
  });

  it("serves an entry as stale while a revalidation's later expiry has not come", () => {
    const record = `${WRITTEN + 10},${WRITTEN + 60_000}`;
    expect(tagVerdict([record], WRITTEN, WRITTEN + 20)).toBe("stale");
    expect(tagVerdict([record], WRITTEN, WRITTEN + 60_000)).toBe("expired");
  });

  it("ignores records it cannot read", () => {
    expect(parseTagRecord("garbage")).toBeNull();
    expect(tagVerdict(["garbage", ""], WRITTEN)).toBe("fresh");
  });
});
