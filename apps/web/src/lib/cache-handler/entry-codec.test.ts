import { describe, expect, it } from "vitest";
import { decodeEntry, encodeEntry } from "./entry-codec.mjs";

describe("entry codec", () => {
  it("round-trips buffers, maps of buffers and plain values", () => {
    const entry = {
      value: {
        kind: "APP_PAGE",
        html: "<p>안녕</p>",
        rscData: Buffer.from([0, 255, 10]),
        segmentData: new Map([["/a", Buffer.from("a")]]),
        postponed: undefined,
      },
      tags: ["site:x"],
    };
    const decoded = decodeEntry(encodeEntry(entry)) as typeof entry;
    expect(decoded.value.html).toBe("<p>안녕</p>");
    expect([...decoded.value.rscData]).toEqual([0, 255, 10]);
    expect(decoded.value.segmentData.get("/a")?.toString()).toBe("a");
    expect(decoded.tags).toEqual(["site:x"]);
  });

  it("treats text that is not an entry as a miss", () => {
    expect(decodeEntry("{not json")).toBeUndefined();
  });
});
