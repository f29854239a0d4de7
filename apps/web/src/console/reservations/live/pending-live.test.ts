import { describe, expect, it } from "vitest";
import { pendingStreamPath, readSummary, titleWithCount } from "./pending-live";

describe("the live pending queue in the browser", () => {
  it("puts the count in front of the tab title while requests wait, replacing an earlier one", () => {
    const title = "예약 관리 | 콘솔";
    expect([
      titleWithCount(title, 3),
      titleWithCount(`(3) ${title}`, 4),
      titleWithCount(`(4) ${title}`, 0),
    ]).toEqual([`(3) ${title}`, `(4) ${title}`, title]);
    // A title that merely starts with parentheses is not a count.
    expect(titleWithCount("(주)병원", 0)).toBe("(주)병원");
  });

  it("reads an event's data, and nothing else", () => {
    expect(readSummary('{"count":2,"latest":"2026-11-29T01:00:00.000Z"}')).toEqual({
      count: 2,
      latest: "2026-11-29T01:00:00.000Z",
    });
    expect(readSummary('{"count":0,"latest":null}')).toEqual({ count: 0, latest: null });
    for (const bad of ["", "null", '{"count":"2"}', "not json"]) expect(readSummary(bad)).toBeNull();
  });

  it("opens the stream on the console's own origin", () => {
    expect(pendingStreamPath(7)).toBe("/clinics/7/reservations/pending/stream");
  });
});
