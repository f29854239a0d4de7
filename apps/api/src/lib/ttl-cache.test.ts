import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("forgets entries after the time-to-live", () => {
    let now = 1_000;
    const cache = new TtlCache<string, number>(30_000, 10, () => now);
    cache.set("a", 1);
    now += 29_999;
    expect(cache.get("a")).toBe(1);
    now += 1;
    expect(cache.get("a")).toBeUndefined();
  });

  it("never holds more than its bound, dropping the oldest first", () => {
    const cache = new TtlCache<string, number>(30_000, 2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
    expect(cache.get("c")).toBe(3);
  });

  it("keeps null values apart from misses", () => {
    const cache = new TtlCache<string, number | null>(30_000, 2);
    cache.set("unknown", null);
    expect(cache.get("unknown")).toBeNull();
    expect(cache.get("other")).toBeUndefined();
  });
});
