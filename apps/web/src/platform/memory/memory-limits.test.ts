import { describe, expect, it } from "vitest";
import { memoryLimits } from "./memory-limits";

describe("memory limits", () => {
  it("bounds the page cache and Next's cache by default, and by the variables when set", () => {
    expect(memoryLimits({})).toEqual({
      pageCacheBytes: 64 * 1024 * 1024,
      nextCacheBytes: 64 * 1024 * 1024,
      pageFreshMs: 3_600_000,
    });
    expect(memoryLimits({ PAGE_CACHE_MB: "8", NEXT_CACHE_MB: "" })).toEqual({
      pageCacheBytes: 8 * 1024 * 1024,
      nextCacheBytes: 64 * 1024 * 1024,
      pageFreshMs: 3_600_000,
    });
  });

  it("keeps pages fresh for an hour unless PAGE_CACHE_FRESH_SECONDS says otherwise (decision 0049)", () => {
    expect(memoryLimits({ PAGE_CACHE_FRESH_SECONDS: "5" }).pageFreshMs).toBe(5_000);
    expect(memoryLimits({ PAGE_CACHE_FRESH_SECONDS: "" }).pageFreshMs).toBe(3_600_000);
    for (const bad of ["0", "-5", "1.5", "a day", "86401"])
      expect(() => memoryLimits({ PAGE_CACHE_FRESH_SECONDS: bad })).toThrow(/PAGE_CACHE_FRESH_SECONDS/);
  });

  it("refuses a value that is not a whole number of megabytes", () => {
    expect(() => memoryLimits({ PAGE_CACHE_MB: "lots" })).toThrow(/PAGE_CACHE_MB/);
    expect(() => memoryLimits({ NEXT_CACHE_MB: "-1" })).toThrow(/NEXT_CACHE_MB/);
    expect(() => memoryLimits({ PAGE_CACHE_MB: "0" })).toThrow(/PAGE_CACHE_MB/);
    expect(() => memoryLimits({ NEXT_CACHE_MB: "0" })).toThrow(/NEXT_CACHE_MB/);
  });
});
