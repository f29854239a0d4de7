import { describe, expect, it } from "vitest";
import { accordionReducer } from "./accordion-state";

describe("accordionReducer", () => {
  it("single mode opens one item and closes the previously open one", () => {
    const first = accordionReducer([], { type: "toggle", index: 0, mode: "single" });
    expect(first).toEqual([0]);
    expect(accordionReducer(first, { type: "toggle", index: 2, mode: "single" })).toEqual([2]);
  });

  it("single mode closes the open item on a second click", () => {
    expect(accordionReducer([1], { type: "toggle", index: 1, mode: "single" })).toEqual([]);
  });

  it("multiple mode toggles items in and out independently", () => {
    const two = accordionReducer([0], { type: "toggle", index: 3, mode: "multiple" });
    expect(two).toEqual([0, 3]);
    expect(accordionReducer(two, { type: "toggle", index: 0, mode: "multiple" })).toEqual([3]);
  });

  it("resets to the given open items", () => {
    expect(accordionReducer([1, 2], { type: "reset", open: [4] })).toEqual([4]);
  });
});
