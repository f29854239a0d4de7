import { describe, expect, it } from "vitest";
import { slider } from "@/ui/styles/tokens";
import { SWIPE_DEFAULTS, swipeIntent, swipeOutcome } from "./swipe";

describe("SWIPE_DEFAULTS", () => {
  it("are the slider defaults of spec 9", () => {
    expect(SWIPE_DEFAULTS).toEqual({
      thresholdPx: 5,
      touchAngleDeg: 45,
      longSwipeMs: 300,
      longSwipeRatio: 0.5,
    });
    expect(slider.transitionMs).toBe(300);
    expect(slider.autoplayDelayMs).toBe(3000);
  });
});

describe("swipeIntent", () => {
  it("waits until the pointer moved 5 px", () => {
    expect(swipeIntent(3, 3)).toBe("pending");
    expect(swipeIntent(4, 0)).toBe("pending");
    expect(swipeIntent(5, 0)).toBe("horizontal");
  });
  it("takes movements within 45° of the horizontal as swipes, steeper ones as page scrolls", () => {
    expect(swipeIntent(10, 10)).toBe("horizontal");
    expect(swipeIntent(-20, 8)).toBe("horizontal");
    expect(swipeIntent(10, 11)).toBe("vertical");
    expect(swipeIntent(0, -30)).toBe("vertical");
  });
});

describe("swipeOutcome", () => {
  const width = 400;
  it("turns the slide on a quick swipe past the threshold, in the swipe's direction", () => {
    expect(swipeOutcome({ dx: -30, durationMs: 150, width })).toBe(1);
    expect(swipeOutcome({ dx: 30, durationMs: 299, width })).toBe(-1);
    expect(swipeOutcome({ dx: -4, durationMs: 100, width })).toBe(0);
  });
  it("needs half the width on a long swipe", () => {
    expect(swipeOutcome({ dx: -199, durationMs: 300, width })).toBe(0);
    expect(swipeOutcome({ dx: -200, durationMs: 300, width })).toBe(1);
    expect(swipeOutcome({ dx: 250, durationMs: 900, width })).toBe(-1);
  });
});
