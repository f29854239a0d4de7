import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("returns a value until its time-to-live has passed", () => {
    let clock = 1_000;
    const cache = createTtlCache<string>({ maxEntries: 10, now: () => clock });
    cache.set("a", "lumiere", 60_000);
    clock += 59_999;
    expect(cache.get("a")).toBe("lumiere");
    clock += 1;
    expect(cache.get("a")).toBeUndefined();
  });

  it("still hands out recently expired values on request", () => {
    let clock = 0;
    const cache = createTtlCache<string>({ maxEntries: 10, now: () => clock });
    cache.set("a", "lumiere", 1_000);
    clock = 5_000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.getStale("a", 10_000)).toBe("lumiere");
    clock = 11_000;
    expect(cache.getStale("a", 10_000)).toBeUndefined();
  });

  it("keeps different lifetimes per entry", () => {
    let clock = 0;
    const cache = createTtlCache<string | null>({ maxEntries: 10, now: () => clock });
    cache.set("known", "haneul", 60_000);
    cache.set("unknown", null, 10_000);
    clock = 10_000;
    expect(cache.get("unknown")).toBeUndefined();
    expect(cache.get("known")).toBe("haneul");
  });

  it("evicts the oldest entries beyond its bound", () => {
    const cache = createTtlCache<number>({ maxEntries: 2 });
    cache.set("a", 1, 60_000);
    cache.set("b", 2, 60_000);
    cache.set("a", 1, 60_000); // refreshed: now the newest
    cache.set("c", 3, 60_000);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("forgets deleted keys", () => {
    const cache = createTtlCache<number>({ maxEntries: 2 });
    cache.set("a", 1, 60_000);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
  });
});
