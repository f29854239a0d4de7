import { describe, expect, it } from "vitest";
import { memoryLimits } from "./memory-limits";

describe("memory limits", () => {
  it("bounds the page cache and Next's cache by default, and by the variables when set", () => {
    expect(memoryLimits({})).toEqual({ pageCacheBytes: 64 * 1024 * 1024, nextCacheBytes: 64 * 1024 * 1024 });
    expect(memoryLimits({ PAGE_CACHE_MB: "8", NEXT_CACHE_MB: "" })).toEqual({
      pageCacheBytes: 8 * 1024 * 1024,
      nextCacheBytes: 64 * 1024 * 1024,
    });
  });

  it("refuses a value that is not a whole number of megabytes", () => {
    expect(() => memoryLimits({ PAGE_CACHE_MB: "lots" })).toThrow(/PAGE_CACHE_MB/);
    expect(() => memoryLimits({ NEXT_CACHE_MB: "-1" })).toThrow(/NEXT_CACHE_MB/);
    expect(() => memoryLimits({ PAGE_CACHE_MB: "0" })).toThrow(/PAGE_CACHE_MB/);
    expect(() => memoryLimits({ NEXT_CACHE_MB: "0" })).toThrow(/NEXT_CACHE_MB/);
  });
});
