import { describe, expect, it } from "vitest";
import { popupRow } from "./fixtures";
import { chromeHeight, fitToScreen, gridLayout, sizeFor } from "./size";

describe("sizeFor", () => {
  it("uses the spec's ratio table in LAYER mode", () => {
    expect(sizeFor(popupRow({ pcSizeType: "RATIO_1_1" }), "LAYER", "PC")).toEqual({
      width: 640,
      height: 640,
    });
    expect(sizeFor(popupRow({ pcSizeType: "RATIO_16_9" }), "LAYER", "PC")).toEqual({
      width: 1200,
      height: 675,
    });
    expect(sizeFor(popupRow({ pcSizeType: "RATIO_A4" }), "LAYER", "PC")).toEqual({
      width: 527.5,
      height: 746,
    });
    // Not in the spec; our choice, kept at the 1:1 popup's 640 px long side.
    expect(sizeFor(popupRow({ pcSizeType: "RATIO_4_3" }), "LAYER", "PC")).toEqual({
      width: 640,
      height: 480,
    });
    expect(sizeFor(popupRow({ pcSizeType: "RATIO_3_4" }), "LAYER", "PC")).toEqual({
      width: 480,
      height: 640,
    });
  });

  it("uses 587x587 for 1:1 in GRID mode and the layer sizes otherwise", () => {
    expect(sizeFor(popupRow({ pcSizeType: "RATIO_1_1" }), "GRID", "PC")).toEqual({ width: 587, height: 587 });
    expect(sizeFor(popupRow({ pcSizeType: "RATIO_A4" }), "GRID", "PC")).toEqual({
      width: 527.5,
      height: 746,
    });
    expect(sizeFor(popupRow({ pcSizeType: "RATIO_16_9" }), "GRID", "PC")).toEqual({
      width: 1200,
      height: 675,
    });
  });

  it("ignores pcWidth/pcHeight for ratio types", () => {
    const popup = popupRow({ pcSizeType: "RATIO_1_1", pcWidth: 300, pcHeight: 900 });
    expect(sizeFor(popup, "LAYER", "PC")).toEqual({ width: 640, height: 640 });
  });

  it("uses pcWidth and pcHeight for PIXEL, and the 1:1 size when they are missing", () => {
    expect(sizeFor(popupRow({ pcSizeType: "PIXEL", pcWidth: 500, pcHeight: 700 }), "LAYER", "PC")).toEqual({
      width: 500,
      height: 700,
    });
    expect(sizeFor(popupRow({ pcSizeType: "PIXEL", pcWidth: 500, pcHeight: null }), "LAYER", "PC")).toEqual({
      width: 640,
      height: 640,
    });
    expect(sizeFor(popupRow({ pcSizeType: "PIXEL", pcWidth: 0, pcHeight: 10 }), "GRID", "PC")).toEqual({
      width: 587,
      height: 587,
    });
  });

  it("uses mobileWidth and mobileHeight on mobile, else the PC size", () => {
    const popup = popupRow({ pcSizeType: "RATIO_A4", mobileWidth: 320, mobileHeight: 400 });
    expect(sizeFor(popup, "LAYER", "MOBILE")).toEqual({ width: 320, height: 400 });
    expect(sizeFor(popup, "GRID", "MOBILE")).toEqual({ width: 320, height: 400 });
    expect(sizeFor(popupRow({ pcSizeType: "RATIO_A4", mobileWidth: 320 }), "LAYER", "MOBILE")).toEqual({
      width: 527.5,
      height: 746,
    });
  });
});

describe("fitToScreen", () => {
  const margins = { top: 16, right: 16, bottom: 16, left: 16 };

  it("keeps a popup that fits as it is (never enlarges)", () => {
    expect(fitToScreen({ width: 640, height: 640 }, { width: 1440, height: 900 }, margins)).toEqual({
      width: 640,
      height: 640,
    });
  });

  it("shrinks to the width left between the margins, keeping the aspect ratio", () => {
    const fitted = fitToScreen({ width: 1200, height: 675 }, { width: 390, height: 844 }, margins);
    expect(fitted.width).toBeCloseTo(358);
    expect(fitted.height).toBeCloseTo(675 * (358 / 1200));
  });

  it("shrinks to the height when that is the tighter side", () => {
    const fitted = fitToScreen(
      { width: 527.5, height: 746 },
      { width: 1440, height: 700 },
      { ...margins, bottom: 108 },
    );
    expect(fitted.height).toBeCloseTo(700 - 16 - 108);
    expect(fitted.width / fitted.height).toBeCloseTo(527.5 / 746);
  });

  it("answers zero rather than a negative size on a viewport smaller than its margins", () => {
    expect(fitToScreen({ width: 100, height: 100 }, { width: 20, height: 20 }, margins)).toEqual({
      width: 0,
      height: 0,
    });
  });
});

describe("gridLayout", () => {
  const options = { columns: 3, gap: 20, rowGap: 40, margin: 16, chromeHeight: 92, minScale: 0.4 };

  it("never has more columns than popups, nor fewer than one", () => {
    const sizes = [
      { width: 587, height: 587 },
      { width: 527.5, height: 746 },
    ];
    expect(gridLayout(sizes, { width: 1440, height: 900 }, options)).toEqual({ columns: 2, scale: 1 });
    expect(gridLayout(sizes, { width: 1440, height: 900 }, { ...options, columns: 0 }).columns).toBe(1);
  });

  it("shrinks the whole grid by one factor until both rows fit the height", () => {
    const sizes = [
      { width: 320, height: 320 },
      { width: 320, height: 320 },
    ];
    const layout = gridLayout(sizes, { width: 390, height: 844 }, { ...options, columns: 1 });
    expect(layout.columns).toBe(1);
    // 844 - 2x16 margin - 40 row gap - 2x92 chrome = 588 for 640 px of images.
    expect(layout.scale).toBeCloseTo(588 / 640);
  });

  it("shrinks to the width when the columns are too wide", () => {
    const sizes = [
      { width: 587, height: 587 },
      { width: 587, height: 587 },
      { width: 587, height: 587 },
    ];
    const layout = gridLayout(sizes, { width: 1440, height: 2000 }, options);
    expect(layout.scale).toBeCloseTo((1440 - 32 - 40) / (3 * 587));
  });

  it("stops at the minimum scale (the overlay scrolls instead)", () => {
    const sizes = Array.from({ length: 9 }, () => ({ width: 587, height: 587 }));
    expect(gridLayout(sizes, { width: 1440, height: 600 }, options).scale).toBe(0.4);
  });

  it("answers a neutral layout for no popups", () => {
    expect(gridLayout([], { width: 1440, height: 900 }, options)).toEqual({ columns: 1, scale: 1 });
  });
});

describe("chromeHeight", () => {
  it("is the title strip plus the button bar while the dots fit in the strip", () => {
    expect(chromeHeight(1)).toBe(44 + 48);
    expect(chromeHeight(8)).toBe(44 + 48);
  });

  it("grows with each extra row of dots", () => {
    // 9 items: rows of 4 → 3 rows of 14 px plus 6 px above and below.
    expect(chromeHeight(9)).toBe(3 * 14 + 12 + 48);
    expect(chromeHeight(18)).toBe(3 * 14 + 12 + 48);
    expect(chromeHeight(25)).toBe(5 * 14 + 12 + 48);
  });
});
