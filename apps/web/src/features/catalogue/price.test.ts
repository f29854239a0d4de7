import { describe, expect, it } from "vitest";
import { discountPercent, formatDuration, formatWon, priceDisplay, priceRange } from "./price";

const shown = { hasPriceView: true, isIncludeVat: true };

describe("formatWon", () => {
  it("groups thousands the Korean way and appends 원", () => {
    expect(formatWon(12000)).toBe("12,000원");
    expect(formatWon(1250000)).toBe("1,250,000원");
    expect(formatWon(0)).toBe("0원");
  });
});

describe("discountPercent", () => {
  it("prefers the API's rate and derives one when missing", () => {
    expect(discountPercent({ price: 70000, originalPrice: 100000, discountRate: 30 })).toBe(30);
    expect(discountPercent({ price: 66000, originalPrice: 99000, discountRate: null })).toBe(33);
  });
  it("is null without a real discount", () => {
    expect(discountPercent({ price: 100000, originalPrice: 100000, discountRate: 0 })).toBeNull();
    expect(discountPercent({ price: 100000, originalPrice: null, discountRate: null })).toBeNull();
    expect(discountPercent({ price: 100000, originalPrice: 90000, discountRate: 10 })).toBeNull();
  });
});

describe("priceDisplay", () => {
  it("shows '가격 상담' when the clinic hides prices or the product has none", () => {
    const value = { price: 50000, originalPrice: null, discountRate: null };
    expect(priceDisplay(value, { hasPriceView: false, isIncludeVat: true })).toEqual({
      kind: "consult",
      text: "가격 상담",
    });
    expect(priceDisplay({ ...value, price: null }, shown).kind).toBe("consult");
  });
  it("shows the price with the struck original, the percentage and the VAT note", () => {
    expect(priceDisplay({ price: 70000, originalPrice: 100000, discountRate: 30 }, shown)).toEqual({
      kind: "price",
      text: "70,000원",
      original: "100,000원",
      discount: "30%",
      vat: "VAT 포함",
    });
  });
  it("omits original and discount when not discounted, and says VAT 별도 when excluded", () => {
    expect(
      priceDisplay(
        { price: 70000, originalPrice: 70000, discountRate: null },
        { hasPriceView: true, isIncludeVat: false },
      ),
    ).toEqual({ kind: "price", text: "70,000원", original: null, discount: null, vat: "VAT 별도" });
  });
});

describe("priceRange", () => {
  it("gives lowest and highest option price, null for none", () => {
    expect(priceRange([{ price: 30000 }, { price: 10000 }, { price: 20000 }])).toEqual({
      low: 10000,
      high: 30000,
    });
    expect(priceRange([])).toBeNull();
  });
});

describe("formatDuration", () => {
  it("reads minutes as Korean hours and minutes", () => {
    expect(formatDuration(30)).toBe("30분");
    expect(formatDuration(120)).toBe("2시간");
    expect(formatDuration(150)).toBe("2시간 30분");
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(0)).toBeNull();
  });
});
