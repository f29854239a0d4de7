import { describe, expect, it } from "vitest";
import { formatPhone, partnerDisplayName, shortTime, telHref } from "./format";

describe("formatPhone", () => {
  it("groups digits 3-3or4-4 after stripping everything else", () => {
    expect(formatPhone("010 1234 5678")).toBe("010-1234-5678");
    expect(formatPhone("031.123.4567")).toBe("031-123-4567");
    expect(formatPhone("(02) 555-0123")).toBe("02-555-0123");
    expect(formatPhone("0212345678")).toBe("02-1234-5678");
    expect(formatPhone("1000-1000")).toBe("1000-1000");
    expect(formatPhone(null)).toBe("");
  });
});

describe("telHref", () => {
  it("keeps digits only", () => {
    expect(telHref("02-555-0123")).toBe("tel:025550123");
    expect(telHref("")).toBeNull();
  });
});

describe("shortTime", () => {
  it("cuts HH:MM:SS to HH:MM", () => {
    expect(shortTime("09:30:00")).toBe("09:30");
  });
});

describe("partnerDisplayName", () => {
  it("prefers displayName", () => {
    expect(partnerDisplayName({ partnerName: "루미에르의원", displayName: "루미에르 피부과" })).toBe(
      "루미에르 피부과",
    );
    expect(partnerDisplayName({ partnerName: "하늘한의원", displayName: null })).toBe("하늘한의원");
    expect(partnerDisplayName({ partnerName: "하늘한의원", displayName: "  " })).toBe("하늘한의원");
  });
});
