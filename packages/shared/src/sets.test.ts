import { describe, expect, it } from "vitest";
import { toggled } from "./sets";

describe("toggled", () => {
  it("adds a missing value and removes a present one, leaving the given set as it was", () => {
    const start = new Set([1, 2]);
    expect([...toggled(start, 3)]).toEqual([1, 2, 3]);
    expect([...toggled(start, 1)]).toEqual([2]);
    expect([...start]).toEqual([1, 2]);
  });
});
