import { describe, expect, it } from "vitest";
import { LruMap } from "./lru-map";

describe("LruMap", () => {
  it("never holds more than its bound, dropping the least recently used first", () => {
    const map = new LruMap<string, number>(2);
    map.set("a", 1);
    map.set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect(map.size).toBe(2);
    expect(map.get("b")).toBeUndefined();
    expect(map.get("a")).toBe(1);
    expect(map.get("c")).toBe(3);
  });

  it("replaces a key without dropping another", () => {
    const map = new LruMap<string, number>(2);
    map.set("a", 1);
    map.set("b", 2);
    map.set("a", 3);
    expect(map.size).toBe(2);
    expect(map.get("a")).toBe(3);
    expect(map.get("b")).toBe(2);
  });

  it("deletes an entry only while it holds the given value", () => {
    const map = new LruMap<string, number>(2);
    map.set("a", 1);
    map.deleteIf("a", 2);
    expect(map.get("a")).toBe(1);
    map.deleteIf("a", 1);
    expect(map.get("a")).toBeUndefined();
  });
});
