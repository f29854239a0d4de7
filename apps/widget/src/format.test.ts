import { describe, expect, it } from "vitest";
import { formatCountdown, formatPhoneInput, priceSummary } from "./format";

describe("formatPhoneInput (the phone field formats as it is typed)", () => {
  it("groups a mobile number 3-4-4 once complete and 3-3-… while typing", () => {
    expect(formatPhoneInput("010")).toBe("010");
    expect(formatPhoneInput("0101")).toBe("010-1");
    expect(formatPhoneInput("0101234")).toBe("010-123-4");
    expect(formatPhoneInput("01012345678")).toBe("010-1234-5678");
    expect(formatPhoneInput("010-1234-5678")).toBe("010-1234-5678");
    expect(formatPhoneInput("010 1234 5678 9")).toBe("010-1234-5678");
  });
  it("keeps the old 10-digit mobiles, Seoul's 02 and 4-digit service numbers readable", () => {
    expect(formatPhoneInput("0111234567")).toBe("011-123-4567");
    expect(formatPhoneInput("021234567")).toBe("02-123-4567");
    expect(formatPhoneInput("0212345678")).toBe("02-1234-5678");
    expect(formatPhoneInput("15881234")).toBe("1588-1234");
    expect(formatPhoneInput("abc")).toBe("");
  });
});

describe("formatCountdown", () => {
  it("shows m:ss and stops at 0:00", () => {
    expect(formatCountdown(180)).toBe("3:00");
    expect(formatCountdown(179.2)).toBe("3:00");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(5)).toBe("0:05");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});

describe("priceSummary (the summary's sums add up)", () => {
  const line = (id: number, price: number, originalPrice: number | null) => ({
    productId: 1,
    productName: "리프팅",
    productOptionId: id,
    optionName: `옵션 ${id}`,
    price,
    originalPrice,
    durationMinutes: 30,
  });

  it("lists each option at its list price, then one discount, then the total", () => {
    const summary = priceSummary({
      items: [line(1, 90_000, 150_000), line(2, 50_000, null)],
      totalPrice: 140_000,
    });
    expect(summary.lines.map((l) => l.listPrice)).toEqual([150_000, 50_000]);
    expect(summary.listTotal).toBe(200_000);
    expect(summary.discount).toBe(60_000);
    expect(summary.total).toBe(140_000);
    expect(summary.listTotal - summary.discount).toBe(summary.total);
  });

  it("never shows a negative discount for an 'original' price below the price (a data slip)", () => {
    const summary = priceSummary({ items: [line(1, 90_000, 80_000)], totalPrice: 90_000 });
    expect(summary.lines[0]?.listPrice).toBe(90_000);
    expect(summary.discount).toBe(0);
    expect(summary.listTotal - summary.discount).toBe(summary.total);
  });
});
