import { describe, expect, it } from "vitest";
import { dropRow, moveRow, rowToTop } from "./row-order";

describe("console list ordering", () => {
  const ids = [10, 20, 30, 40];

  it("moves a row one place up or down, and not past either end", () => {
    expect(moveRow(ids, 30, -1)).toEqual([10, 30, 20, 40]);
    expect(moveRow(ids, 30, 1)).toEqual([10, 20, 40, 30]);
    expect(moveRow(ids, 10, -1)).toEqual(ids);
    expect(moveRow(ids, 40, 1)).toEqual(ids);
    expect(moveRow(ids, 99, 1)).toEqual(ids);
  });

  it("drops a row where another is: before it when dragged up, after it when dragged down", () => {
    expect(dropRow(ids, 40, 20)).toEqual([10, 40, 20, 30]);
    expect(dropRow(ids, 10, 30)).toEqual([20, 30, 10, 40]);
    expect(dropRow(ids, 20, 20)).toEqual(ids);
  });

  it("puts a row first", () => {
    expect(rowToTop(ids, 40)).toEqual([40, 10, 20, 30]);
    expect(rowToTop(ids, 99)).toEqual(ids);
  });
});
