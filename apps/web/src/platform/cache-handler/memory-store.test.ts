import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createMemoryStore } from "./memory-store.mjs";
import { tagVerdict } from "./tag-state.mjs";

const page = (text: string) => ({
  value: {
    kind: "APP_PAGE",
    html: text,
    rscData: Buffer.from(text),
    segmentData: new Map([["/a", Buffer.from("a")]]),
  },
  tags: ["site:c0001"],
});

describe("memory store (Next's cache without Redis)", () => {
  it("gives back what was written, buffers and maps included, until its time is up", async () => {
    let clock = 1_000;
    const store = createMemoryStore({ maxBytes: 1024 * 1024, now: () => clock });
    await store.write("build-1", "/c0001", page("<p>home</p>"), 60);
    const found = await store.read("build-1", "/c0001", []);
    expect(found?.lastModified).toBe(1_000);
    expect(found?.entry.value.rscData.toString()).toBe("<p>home</p>");
    expect(found?.entry.value.segmentData.get("/a").toString()).toBe("a");
    expect(await store.read("build-2", "/c0001", [])).toBeNull();
    clock += 1;
  });

  it("reports an entry whose tag was revalidated after it was written as expired", async () => {
    let clock = 1_000;
    const store = createMemoryStore({ maxBytes: 1024 * 1024, now: () => clock });
    await store.write("build-1", "/c0001", page("old"), 60);
    clock = 2_000;
    await store.expireTags(["site:c0001"], undefined);
    const found = await store.read("build-1", "/c0001", []);
    expect(found && tagVerdict(found.tagRecords, found.lastModified, clock)).toBe("expired");
    await store.write("build-1", "/c0001", page("new"), 60);
    const again = await store.read("build-1", "/c0001", []);
    expect(again && tagVerdict(again.tagRecords, again.lastModified + 1, clock)).toBe("fresh");
  });

  it("keeps at most its bytes, compressed, the least recently used going first", async () => {
    const pages = [1, 2, 3].map(() => page(randomBytes(3_000).toString("base64")));
    const probe = createMemoryStore({ maxBytes: 1024 * 1024 });
    await probe.write("build-1", "/probe", pages[0], 60);
    const one = probe.stats().bytes;
    // Text that hardly compresses, so every page takes about as much: room for two and a half.
    const store = createMemoryStore({ maxBytes: Math.floor(one * 2.5) });
    for (const [i, entry] of pages.entries()) await store.write("build-1", `/c000${i + 1}`, entry, 60);
    expect(store.stats()).toMatchObject({ entries: 2 });
    expect(store.stats().bytes).toBeLessThanOrEqual(one * 2.5);
    expect(await store.read("build-1", "/c0001", [])).toBeNull();
    expect(await store.read("build-1", "/c0003", [])).not.toBeNull();
  });
});
