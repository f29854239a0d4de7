import { describe, expect, it } from "vitest";
import { paginationRows } from "./pagination";

describe("paginationRows", () => {
  it("has no rows for no items", () => {
    expect(paginationRows(0)).toEqual([]);
    expect(paginationRows(-1)).toEqual([]);
  });

  it("uses rows of 4 up to 12 items", () => {
    expect(paginationRows(1)).toEqual([1]);
    expect(paginationRows(4)).toEqual([4]);
    expect(paginationRows(5)).toEqual([4, 1]);
    expect(paginationRows(12)).toEqual([4, 4, 4]);
  });

  it("uses rows of 5 from 13 to 17 items", () => {
    expect(paginationRows(13)).toEqual([5, 5, 3]);
    expect(paginationRows(17)).toEqual([5, 5, 5, 2]);
  });

  it("uses rows of 6 from 18 items", () => {
    expect(paginationRows(18)).toEqual([6, 6, 6]);
    expect(paginationRows(25)).toEqual([6, 6, 6, 6, 1]);
  });
});
