import { promisify } from "node:util";
import { gzip } from "node:zlib";
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

  it("still reads an entry stored gzip-compressed by an earlier version", async () => {
    const stored = await promisify(gzip)(serializeEntry(page()));
    const decoded = (await decodeEntry(stored)) as ReturnType<typeof page>;
    expect(decoded.value.html).toBe(page().value.html);
    expect(decoded.value.segmentData.get("/a")?.toString()).toBe("a");
  });

  // Next 16 keeps the RSC payload as rscData and again as the `/_full` segment, and the HTML inlines it a third time.
  const renderedPage = () => {
    const payload = Array.from(
      { length: 600 },
      (_, i) => `${i.toString(36)}:["$","section",null,{"id":"card-${i}","children":"시술 ${i * 7919}"}]\n`,
    ).join("");
    const rsc = Buffer.from(payload);
    return {
      value: {
        kind: "APP_PAGE",
        html: `<main>${"<p>루미에르</p>".repeat(50)}</main><script>self.__next_f.push([1,${JSON.stringify(payload)}])</script>`,
        rscData: rsc,
        segmentData: new Map([
          ["/_tree", Buffer.from('{"tree":1}')],
          ["/_full", Buffer.from(rsc)],
        ]),
      },
      tags: ["site:lumiere"],
    };
  };

  it("keeps a page's RSC payload once, and gives it back as both the payload and its full segment", async () => {
    const entry = renderedPage();
    const json = serializeEntry(entry);
    // Each card of the payload once in the stored JSON (the HTML's inlined copy is escaped twice and not counted).
    expect(json.split('section\\",null').length - 1).toBe(600);
    const decoded = (await decodeEntry(await encodeEntry(entry))) as ReturnType<typeof renderedPage>;
    expect(decoded.value.rscData.equals(entry.value.rscData)).toBe(true);
    expect(decoded.value.segmentData.get("/_full")?.equals(entry.value.rscData)).toBe(true);
    expect(decoded.value.segmentData.get("/_tree")?.toString()).toBe('{"tree":1}');
    // A segment that only resembles the payload is kept as it is.
    const other = renderedPage();
    other.value.segmentData.set("/_full", Buffer.from("different"));
    const kept = (await decodeEntry(await encodeEntry(other))) as ReturnType<typeof renderedPage>;
    expect(kept.value.segmentData.get("/_full")?.toString()).toBe("different");
  });

  it("stores a rendered page in less than gzip's bytes, the HTML's inlined payload and the payload together", async () => {
    const entry = renderedPage();
    const gzipped = await promisify(gzip)(serializeEntry(entry), { level: 4 });
    expect((await encodeEntry(entry)).length).toBeLessThan(gzipped.length * 0.75);
  });

  it("keeps a small entry in memory of its own size, not in zlib's 64 kB chunk", async () => {
    const stored = await encodeEntry({ value: { kind: "FETCH", data: { body: "{}" } }, tags: ["site:x"] });
    expect(stored.length).toBeLessThan(200);
    expect(stored.buffer.byteLength).toBe(stored.length);
  });

  it("treats bytes that are not an entry as a miss", async () => {
    expect(await decodeEntry(Buffer.from("{not json"))).toBeUndefined();
    const truncated = (await encodeEntry(page())).subarray(0, 40);
    expect(await decodeEntry(truncated)).toBeUndefined();
  });
});
