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

describe("phoneDigits", () => {
  it("strips every non-digit", () => {
    expect(phoneDigits("+82 (02) 545-1004 내선 3")).toBe("820254510043");
    expect(phoneDigits("")).toBe("");
    expect(phoneDigits(null)).toBe("");
  });
});

describe("formatPhone", () => {
  it("groups 11 digits 3-4-4 and 10 digits 3-3-4", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("010 1234 5678")).toBe("010-1234-5678");
    expect(formatPhone("0311234567")).toBe("031-123-4567");
    expect(formatPhone("031.123.4567")).toBe("031-123-4567");
  });

  it("keeps Seoul's 02 as a two-digit group", () => {
    expect(formatPhone("025451004")).toBe("02-545-1004");
    expect(formatPhone("(02) 545-1004")).toBe("02-545-1004");
    expect(formatPhone("0234487575")).toBe("02-3448-7575");
  });

  it("groups 8-digit representative numbers 4-4", () => {
    expect(formatPhone("15887575")).toBe("1588-7575");
    expect(formatPhone(DEFAULT_PHONE)).toBe("1000-1000");
  });

  it("leaves lengths it cannot group as bare digits", () => {
    expect(formatPhone("12345")).toBe("12345");
    expect(formatPhone("abc")).toBe("");
    expect(formatPhone(undefined)).toBe("");
  });
});

describe("telHref", () => {
  it("dials the digits only", () => {
    expect(telHref("02-545-1004")).toBe("tel:025451004");
    expect(telHref(" ")).toBeNull();
  });
});

describe("clinicPhone", () => {
  it("prefers partnerTel, then partnerPhone, then the default 1000-1000", () => {
    expect(clinicPhone({ partnerPhone: "1588-7575", partnerTel: "02-3448-7575" })).toBe("02-3448-7575");
    expect(clinicPhone({ partnerPhone: "1588-7575", partnerTel: null })).toBe("1588-7575");
    expect(clinicPhone({ partnerPhone: " ", partnerTel: "" })).toBe("1000-1000");
  });
});

describe("internationalPhone (issue 29)", () => {
  it("puts the country code before the number without its trunk 0", () => {
    expect(internationalPhone("+82", "02-545-1004")).toEqual({
      label: "+82 2-545-1004",
      href: "tel:+8225451004",
    });
    expect(internationalPhone("82", "010-1234-5678")).toEqual({
      label: "+82 10-1234-5678",
      href: "tel:+821012345678",
    });
  });

  it("keeps a number that has no trunk 0, or no country code, as it is dialled at home", () => {
    expect(internationalPhone("+82", "1588-1004")).toEqual({ label: "1588-1004", href: "tel:15881004" });
    expect(internationalPhone(null, "02-545-1004")).toEqual({ label: "02-545-1004", href: "tel:025451004" });
    expect(internationalPhone("+82", "")).toBeNull();
  });
});

describe("dialledPhone", () => {
  const partner = { partnerPhone: null, partnerTel: "02-545-1004", partnerInternationalTelCode: "+82" };
  it("dials at home on Korean pages and from abroad on the others", () => {
    expect(dialledPhone(partner, "ko")).toEqual({ label: "02-545-1004", href: "tel:025451004" });
    expect(dialledPhone(partner, "ja")).toEqual({ label: "+82 2-545-1004", href: "tel:+8225451004" });
  });
});
