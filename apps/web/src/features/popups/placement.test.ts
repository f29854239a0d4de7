import { describe, expect, it } from "vitest";
import { offsetsFrom, placementFor } from "./placement";
import type { PopupDirection } from "./types";

const offsets = { top: 60, right: 70, bottom: 80, left: 90 };

describe("placementFor", () => {
  const cases: [PopupDirection, string, string, Partial<typeof offsets>][] = [
    ["TOP", "start", "center", { top: 60 }],
    ["BOTTOM", "end", "center", { bottom: 80 }],
    ["LEFT", "center", "start", { left: 90 }],
    ["RIGHT", "center", "end", { right: 70 }],
    ["TOP_LEFT", "start", "start", { top: 60, left: 90 }],
    ["TOP_RIGHT", "start", "end", { top: 60, right: 70 }],
    ["BOTTOM_LEFT", "end", "start", { bottom: 80, left: 90 }],
    ["BOTTOM_RIGHT", "end", "end", { bottom: 80, right: 70 }],
    ["CENTER", "center", "center", {}],
  ];

  it.each(cases)(
    "%s anchors to its edges at the partner's offsets",
    (direction, vertical, horizontal, inset) => {
      expect(placementFor(direction, offsets, false)).toEqual({
        vertical,
        horizontal,
        inset: { top: 0, right: 0, bottom: 0, left: 0, ...inset },
      });
    },
  );

  it("centres every direction when auto placement is on", () => {
    for (const [direction] of cases) {
      expect(placementFor(direction, offsets, true)).toEqual({
        vertical: "center",
        horizontal: "center",
        inset: { top: 0, right: 0, bottom: 0, left: 0 },
      });
    }
  });
});

describe("offsetsFrom", () => {
  it("takes the partner's offsets, 0 included", () => {
    expect(
      offsetsFrom({ popupTopOffset: 10, popupRightOffset: 0, popupBottomOffset: 30, popupLeftOffset: 40 }),
    ).toEqual({ top: 10, right: 0, bottom: 30, left: 40 });
  });

  it("defaults each missing or invalid offset to 60", () => {
    expect(offsetsFrom({})).toEqual({ top: 60, right: 60, bottom: 60, left: 60 });
    expect(offsetsFrom({ popupTopOffset: -5, popupLeftOffset: Number.NaN, popupRightOffset: 12 })).toEqual({
      top: 60,
      right: 12,
      bottom: 60,
      left: 60,
    });
  });
});
