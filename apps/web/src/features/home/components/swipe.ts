import { slider } from "@/ui/styles/tokens";

/** The slider defaults of spec 9 that decide what a swipe means. */
export interface SwipeSettings {
  thresholdPx: number;
  touchAngleDeg: number;
  longSwipeMs: number;
  longSwipeRatio: number;
}

export const SWIPE_DEFAULTS: SwipeSettings = {
  thresholdPx: slider.swipeThresholdPx,
  touchAngleDeg: slider.touchAngleDeg,
  longSwipeMs: slider.longSwipeMs,
  longSwipeRatio: slider.longSwipeRatio,
};

export type SwipeIntent = "pending" | "horizontal" | "vertical";

/**
 * What a pointer movement is, once it has moved at least the threshold: a horizontal swipe when its angle from
 * the horizontal is within the touch angle, otherwise a vertical scroll the slider leaves to the page.
 */
export function swipeIntent(dx: number, dy: number, settings: SwipeSettings = SWIPE_DEFAULTS): SwipeIntent {
  if (Math.hypot(dx, dy) < settings.thresholdPx) return "pending";
  const angle = (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI;
  return angle <= settings.touchAngleDeg ? "horizontal" : "vertical";
}

/**
 * Where a finished horizontal swipe goes: +1 next slide, -1 previous, 0 back to the current one. A quick swipe
 * (under the long-swipe time) turns the slide once it passed the threshold; a slow drag must cover the
 * long-swipe ratio of the slide's width.
 */
export function swipeOutcome(
  swipe: { dx: number; durationMs: number; width: number },
  settings: SwipeSettings = SWIPE_DEFAULTS,
): -1 | 0 | 1 {
  const distance = Math.abs(swipe.dx);
  if (distance < settings.thresholdPx || swipe.width <= 0) return 0;
  const far = swipe.durationMs < settings.longSwipeMs || distance / swipe.width >= settings.longSwipeRatio;
  if (!far) return 0;
  return swipe.dx < 0 ? 1 : -1;
}
