import { describe, expect, it } from "vitest";
import { decodeEntry, encodeEntry, serializeEntry } from "./entry-codec.mjs";

const page = () => ({
  value: {
    kind: "APP_PAGE",
    html: `<main>${"<p>안녕하세요, 루미에르 의원입니다.</p>".repeat(200)}</main>`,
    rscData: Buffer.from([0, 255, 10]),
    segmentData: new Map([["/a", Buffer.from("a")]]),
    postponed: undefined,
  },
  tags: ["site:x"],
});

describe("entry codec", () => {
  it("round-trips buffers, maps of buffers and plain values", async () => {
    const decoded = (await decodeEntry(await encodeEntry(page()))) as ReturnType<typeof page>;
    expect(decoded.value.html).toBe(page().value.html);
    expect([...decoded.value.rscData]).toEqual([0, 255, 10]);
    expect(decoded.value.segmentData.get("/a")?.toString()).toBe("a");
    expect(decoded.tags).toEqual(["site:x"]);
  });

  it("stores an entry compressed, well below its JSON size", async () => {
    const json = Buffer.byteLength(serializeEntry(page()));
    expect((await encodeEntry(page())).length).toBeLessThan(json / 5);
  });

  it("still reads an entry stored as plain JSON by an earlier version", async () => {
    const decoded = (await decodeEntry(Buffer.from(serializeEntry(page())))) as ReturnType<typeof page>;
    expect(decoded.value.html).toBe(page().value.html);
    expect([...decoded.value.rscData]).toEqual([0, 255, 10]);
  });

  it("treats bytes that are not an entry as a miss", async () => {
    expect(await decodeEntry(Buffer.from("{not json"))).toBeUndefined();
    const truncated = (await encodeEntry(page())).subarray(0, 40);
    expect(await decodeEntry(truncated)).toBeUndefined();
  });
});
