import { describe, expect, it } from "vitest";
import {
  clinicPhone,
  DEFAULT_PHONE,
  dialledPhone,
  formatPhone,
  internationalPhone,
  phoneDigits,
  telHref,
} from "./phone";

// Each function's cases as one table of [input, expected], so a new case is one row.
type Case<I, O> = readonly [input: I, expected: O];

describe("phoneDigits", () => {
  const cases: Case<string | null, string>[] = [
    ["+82 (02) 545-1004 내선 3", "820254510043"],
    ["", ""],
    [null, ""],
  ];
  it.each(cases)("strips every non-digit from %j", (input, expected) => {
    expect(phoneDigits(input)).toBe(expected);
  });
});

describe("formatPhone", () => {
  const cases: Case<string | undefined, string>[] = [
    // 11 digits group 3-4-4 and 10 digits 3-3-4.
    ["01012345678", "010-1234-5678"],
    ["010 1234 5678", "010-1234-5678"],
    ["0311234567", "031-123-4567"],
    ["031.123.4567", "031-123-4567"],
    // Seoul's 02 stays a two-digit group.
    ["025451004", "02-545-1004"],
    ["(02) 545-1004", "02-545-1004"],
    ["0234487575", "02-3448-7575"],
    // 8-digit representative numbers group 4-4.
    ["15887575", "1588-7575"],
    [DEFAULT_PHONE, "1000-1000"],
    // Lengths it cannot group stay bare digits.
    ["12345", "12345"],
    ["abc", ""],
    [undefined, ""],
  ];
  it.each(cases)("formats %j as %j", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe("telHref", () => {
  const cases: Case<string, string | null>[] = [
    ["02-545-1004", "tel:025451004"],
    [" ", null],
  ];
  it.each(cases)("dials the digits only of %j", (input, expected) => {
    expect(telHref(input)).toBe(expected);
  });
});

describe("clinicPhone", () => {
  type Phones = Parameters<typeof clinicPhone>[0];
  // partnerTel first, then partnerPhone, then the default 1000-1000.
  const cases: Case<Phones, string>[] = [
    [{ partnerPhone: "1588-7575", partnerTel: "02-3448-7575" }, "02-3448-7575"],
    [{ partnerPhone: "1588-7575", partnerTel: null }, "1588-7575"],
    [{ partnerPhone: " ", partnerTel: "" }, "1000-1000"],
  ];
  it.each(cases)("picks the number of %j", (input, expected) => {
    expect(clinicPhone(input)).toBe(expected);
  });
});

describe("internationalPhone (issue 29)", () => {
  type Dialled = ReturnType<typeof internationalPhone>;
  const cases: Case<[code: string | null, phone: string], Dialled>[] = [
    // The country code goes before the number without its trunk 0.
    [["+82", "02-545-1004"], { label: "+82 2-545-1004", href: "tel:+8225451004" }],
    [["82", "010-1234-5678"], { label: "+82 10-1234-5678", href: "tel:+821012345678" }],
    // A number with no trunk 0, or no country code, stays as it is dialled at home.
    [["+82", "1588-1004"], { label: "1588-1004", href: "tel:15881004" }],
    [[null, "02-545-1004"], { label: "02-545-1004", href: "tel:025451004" }],
    [["+82", ""], null],
  ];
  it.each(cases)("dials %j as %j", ([code, phone], expected) => {
    expect(internationalPhone(code, phone)).toEqual(expected);
  });
});

describe("dialledPhone", () => {
  const partner = { partnerPhone: null, partnerTel: "02-545-1004", partnerInternationalTelCode: "+82" };
  it("dials at home on Korean pages and from abroad on the others", () => {
    expect(dialledPhone(partner, "ko")).toEqual({ label: "02-545-1004", href: "tel:025451004" });
    expect(dialledPhone(partner, "ja")).toEqual({ label: "+82 2-545-1004", href: "tel:+8225451004" });
  });
});
