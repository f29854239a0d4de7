import { describe, expect, it } from "vitest";
import { keyStep, stepIndex } from "./gallery-index";

describe("stepIndex", () => {
  it("moves and wraps around both ends", () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(1, -6, 4)).toBe(3);
  });

  it("stays at 0 in an empty gallery", () => {
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe("keyStep", () => {
  it("maps the arrow keys, Home and End, and ignores other keys", () => {
    expect(keyStep("ArrowRight", 2, 3)).toBe(0);
    expect(keyStep("ArrowLeft", 0, 3)).toBe(2);
    expect(keyStep("Home", 2, 3)).toBe(0);
    expect(keyStep("End", 0, 3)).toBe(2);
    expect(keyStep("Enter", 1, 3)).toBeNull();
  });
});
