import { describe, expect, it } from "vitest";
import { formatFeePrice } from "./non-covered-fees";
import { consultationTextFromHours } from "./shell-texts";

const open = (opening: string, closing: string) => ({ opening, closing });
const closed = { opening: null, closing: null };
const week = (weekday: { opening: string | null; closing: string | null }, overrides = {}) => ({
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: closed,
  sunday: closed,
  ...overrides,
});

describe("consultationTextFromHours", () => {
  it("writes one weekday range and the open weekend days, from the hours as they are now", () => {
    expect(
      consultationTextFromHours(
        week(open("10:00:00", "19:30:00"), { saturday: open("10:00:00", "15:30:00") }),
      ),
    ).toBe("상담 가능 시간: 평일 10:00 - 19:30 · 토요일 10:00 - 15:30");
    expect(
      consultationTextFromHours(
        week(open("10:00:00", "19:30:00"), { saturday: open("10:00:00", "14:00:00") }),
      ),
    ).toBe("상담 가능 시간: 평일 10:00 - 19:30 · 토요일 10:00 - 14:00");
  });

  it("names the weekdays when they differ, leaves out closed days, and says nothing for a closed week", () => {
    expect(
      consultationTextFromHours(
        week(open("09:00", "18:00"), { wednesday: open("09:00", "21:00"), thursday: closed }),
      ),
    ).toBe("상담 가능 시간: 월·화·금 09:00 - 18:00 · 수 09:00 - 21:00");
    expect(consultationTextFromHours(week(closed))).toBeNull();
  });
});

describe("formatFeePrice", () => {
  it("writes a single price, or the range 최소 ~ 최대, in won", () => {
    expect(formatFeePrice({ priceMin: 390_000, priceMax: null })).toBe("390,000원");
    expect(formatFeePrice({ priceMin: 390_000, priceMax: 390_000 })).toBe("390,000원");
    expect(formatFeePrice({ priceMin: 0, priceMax: 1_790_000 })).toBe("0원 ~ 1,790,000원");
  });
});
