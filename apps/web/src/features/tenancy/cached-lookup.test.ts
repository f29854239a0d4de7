import { describe, expect, it, vi } from "vitest";
import { createCachedLookup } from "./cached-lookup";

const sites: Record<string, string> = { "lumiere.localhost": "lumiere", "haneul.localhost": "haneul" };

function setup() {
  let clock = 0;
  const load = vi.fn(async (host: string) => sites[host] ?? null);
  const lookup = createCachedLookup({
    load,
    positiveTtlMs: 60_000,
    negativeTtlMs: 10_000,
    maxEntries: 100,
    now: () => clock,
  });
  return { lookup, load, advance: (ms: number) => (clock += ms) };
}

describe("createCachedLookup", () => {
  it("caches hits for the positive lifetime", async () => {
    const { lookup, load, advance } = setup();
    expect(await lookup("lumiere.localhost")).toBe("lumiere");
    advance(59_000);
    expect(await lookup("lumiere.localhost")).toBe("lumiere");
    expect(load).toHaveBeenCalledTimes(1);
    advance(1_000);
    await lookup("lumiere.localhost");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("caches misses for the shorter negative lifetime", async () => {
    const { lookup, load, advance } = setup();
    expect(await lookup("nope.localhost")).toBeNull();
    advance(9_999);
    expect(await lookup("nope.localhost")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await lookup("nope.localhost");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one request between concurrent callers", async () => {
    const { lookup, load } = setup();
    const answers = await Promise.all([lookup("haneul.localhost"), lookup("haneul.localhost")]);
    expect(answers).toEqual(["haneul", "haneul"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a recently expired answer while the source fails", async () => {
    let clock = 0;
    const load = vi.fn().mockResolvedValueOnce("lumiere").mockRejectedValue(new Error("ECONNREFUSED"));
    const lookup = createCachedLookup<string>({
      load,
      positiveTtlMs: 1_000,
      negativeTtlMs: 1_000,
      maxEntries: 10,
      staleIfErrorMs: 60_000,
      now: () => clock,
    });
    expect(await lookup("lumiere.localhost")).toBe("lumiere");
    clock = 30_000;
    expect(await lookup("lumiere.localhost")).toBe("lumiere");
    clock = 70_000;
    await expect(lookup("lumiere.localhost")).rejects.toThrow("ECONNREFUSED");
  });

  it("holds a bounded number of keys, keeping the recently used ones", async () => {
    const load = vi.fn(async (host: string) => sites[host] ?? null);
    const lookup = createCachedLookup({ load, positiveTtlMs: 60_000, negativeTtlMs: 10_000, maxEntries: 2 });
    await lookup("lumiere.localhost");
    await lookup("haneul.localhost");
    // Asked again, lumiere is the most recent: an unknown host pushes out haneul instead.
    await lookup("lumiere.localhost");
    await lookup("nope.localhost");
    expect(load).toHaveBeenCalledTimes(3);
    await lookup("lumiere.localhost");
    await lookup("nope.localhost");
    expect(load).toHaveBeenCalledTimes(3);
    await lookup("haneul.localhost");
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("does not cache failures", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("ECONNREFUSED")).mockResolvedValueOnce("lumiere");
    const lookup = createCachedLookup<string>({
      load,
      positiveTtlMs: 1_000,
      negativeTtlMs: 1_000,
      maxEntries: 10,
    });
    await expect(lookup("lumiere.localhost")).rejects.toThrow("ECONNREFUSED");
    expect(await lookup("lumiere.localhost")).toBe("lumiere");
  });
});

describe("createCachedLookup: forgetting (decision 0028)", () => {
  it("forgetWhere drops the matching answers, expired ones too, and keeps the others", async () => {
    let clock = 0;
    let failing = false;
    const load = vi.fn(async (host: string) => {
      if (failing) throw new Error("API down");
      return sites[host] ?? null;
    });
    const lookup = createCachedLookup({
      load,
      positiveTtlMs: 60_000,
      negativeTtlMs: 10_000,
      maxEntries: 100,
      staleIfErrorMs: 600_000,
      now: () => clock,
    });
    await lookup("lumiere.localhost");
    await lookup("haneul.localhost");
    await lookup("nope.localhost");
    clock += 61_000;
    lookup.forgetWhere((code) => code === "lumiere");
    failing = true;
    // The expired haneul answer is still served while the API fails; lumiere's was forgotten.
    expect(await lookup("haneul.localhost")).toBe("haneul");
    await expect(lookup("lumiere.localhost")).rejects.toThrow("API down");
  });

  it("clear drops every answer", async () => {
    const { lookup, load } = setup();
    await lookup("lumiere.localhost");
    await lookup("nope.localhost");
    lookup.clear();
    await lookup("lumiere.localhost");
    await lookup("nope.localhost");
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("does not keep an answer whose load started before a forget", async () => {
    const { lookup, load } = setup();
    const early = lookup("lumiere.localhost");
    lookup.clear();
    expect(await early).toBe("lumiere");
    await lookup("lumiere.localhost");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
