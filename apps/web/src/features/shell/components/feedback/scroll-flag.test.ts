import { describe, expect, it } from "vitest";
import { computeIsScroll } from "./scroll-flag";

const page = { scrollHeight: 3000, viewportHeight: 900, threshold: 50 };

describe("computeIsScroll", () => {
  it("is false at the top of a long page and up to the threshold", () => {
    expect(computeIsScroll({ ...page, scrollY: 0 })).toBe(false);
    expect(computeIsScroll({ ...page, scrollY: 50 })).toBe(false);
  });

  it("is true past the threshold", () => {
    expect(computeIsScroll({ ...page, scrollY: 51 })).toBe(true);
  });

  it("is true when the page barely scrolls (50 px or less to scroll)", () => {
    expect(computeIsScroll({ ...page, scrollHeight: 950, scrollY: 0 })).toBe(true);
    expect(computeIsScroll({ ...page, scrollHeight: 900, scrollY: 0 })).toBe(true);
    expect(computeIsScroll({ ...page, scrollHeight: 951, scrollY: 0 })).toBe(false);
  });
});
