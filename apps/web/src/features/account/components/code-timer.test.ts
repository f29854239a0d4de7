import { describe, expect, it } from "vitest";
import { deadlineAfter, formatCountdown, secondsUntil } from "./code-timer";

describe("code timer", () => {
  it("formats minutes and zero-padded seconds", () => {
    expect(formatCountdown(300)).toBe("5:00");
    expect(formatCountdown(299)).toBe("4:59");
    expect(formatCountdown(59)).toBe("0:59");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-3)).toBe("0:00");
  });

  it("counts whole seconds down to a deadline and stops at zero", () => {
    const now = 1_000_000;
    const deadline = deadlineAfter(300, now);
    expect(secondsUntil(deadline, now)).toBe(300);
    expect(secondsUntil(deadline, now + 1)).toBe(300);
    expect(secondsUntil(deadline, now + 1000)).toBe(299);
    expect(secondsUntil(deadline, now + 301_000)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });
});
