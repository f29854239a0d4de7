import { describe, expect, it } from "vitest";
import { pageCount, pageWindow } from "./paging";

describe("pageCount", () => {
  it("rounds up and is 0 for an empty list", () => {
    expect(pageCount(31, 10)).toBe(4);
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(0);
  });
});

describe("pageWindow", () => {
  it("centres the current page when it can", () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });
  it("stays inside the first and last pages", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
