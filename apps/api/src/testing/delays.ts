import { type DelayRule, delayAfter } from "@api/lib/attempt-delay";
import { expect } from "vitest";

/** Checks a delay rule's waits: none while failures are free, then `firstWaits`, doubling up to the cap. */
export function expectDoublingWaits(rule: DelayRule, firstWaits: number[]) {
  const waits = Array.from({ length: 40 }, (_, failures) => delayAfter(rule, failures));
  expect(waits.slice(0, rule.freeFailures).every((wait) => wait === 0)).toBe(true);
  expect(waits.slice(rule.freeFailures, rule.freeFailures + firstWaits.length)).toEqual(firstWaits);
  expect(Math.max(...waits)).toBe(rule.maxSeconds);
}
