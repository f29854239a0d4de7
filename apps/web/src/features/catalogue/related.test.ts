import { describe, expect, it } from "vitest";
import { eventPageOptions, relatedCases } from "./related";

describe("relatedCases", () => {
  const cases = [
    { id: 1, productId: 5 },
    { id: 2, productId: 7 },
    { id: 3, productId: null },
    { id: 4, productId: 7 },
    { id: 5, productId: 9 },
  ];
  it("puts the product's own cases first and fills up with the newest others", () => {
    expect(relatedCases(cases, 7, 4).map((item) => item.id)).toEqual([2, 4, 1, 3]);
  });
  it("keeps the given order when none match, and respects the limit", () => {
    expect(relatedCases(cases, 42, 2).map((item) => item.id)).toEqual([1, 2]);
    expect(relatedCases([], 1, 4)).toEqual([]);
  });
});

describe("eventPageOptions", () => {
  const options = [
    { id: 1, isDefault: true },
    { id: 2, isDefault: false },
    { id: 3, isDefault: false },
  ];
  it("drops the default option only when the clinic hides it", () => {
    expect(eventPageOptions(options, true).map((option) => option.id)).toEqual([2, 3]);
    expect(eventPageOptions(options, false).map((option) => option.id)).toEqual([1, 2, 3]);
  });
});
