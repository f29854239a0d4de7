import { describe, expect, it } from "vitest";
import { firstParam, hrefWith, parseId, parsePage, parsePreviewToken } from "./query";

describe("parseId", () => {
  it("accepts positive integers written as digits", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("2147483647")).toBe(2147483647);
  });
  it("rejects anything else", () => {
    for (const raw of ["abc", "0", "-1", "1.5", "1e3", " 1", "2147483648", "", undefined, null]) {
      expect(parseId(raw)).toBeNull();
    }
  });
});

describe("parsePage", () => {
  it("falls back to page 1 for missing or bad values", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("x")).toBe(1);
    expect(parsePage("9999999")).toBe(1);
  });
});

describe("firstParam", () => {
  it("takes the first of repeated values", () => {
    expect(firstParam({ a: ["1", "2"] }, "a")).toBe("1");
    expect(firstParam({ a: "1" }, "a")).toBe("1");
    expect(firstParam({}, "a")).toBeUndefined();
  });
});

describe("hrefWith", () => {
  it("keeps the other parameters and sets the changed ones", () => {
    expect(hrefWith("/products", { category: "3", badge: "BEST" }, { page: 2 })).toBe(
      "/products?category=3&badge=BEST&page=2",
    );
  });
  it("removes keys changed to null, false or empty and drops an empty query", () => {
    expect(hrefWith("/products", { category: "3", page: "2" }, { category: null, page: undefined })).toBe(
      "/products",
    );
    expect(hrefWith("/products", { excludeEvent: "true" }, { excludeEvent: false })).toBe("/products");
  });
  it("encodes Korean values", () => {
    expect(hrefWith("/products", {}, { badge: "인기" })).toBe("/products?badge=%EC%9D%B8%EA%B8%B0");
  });
});

describe("parsePreviewToken", () => {
  it("accepts 8 to 128 characters, trimmed", () => {
    expect(parsePreviewToken(" abcdefgh ")).toBe("abcdefgh");
    expect(parsePreviewToken("x".repeat(128))).toBe("x".repeat(128));
  });
  it("rejects missing, short and long tokens", () => {
    expect(parsePreviewToken(undefined)).toBeNull();
    expect(parsePreviewToken("short")).toBeNull();
    expect(parsePreviewToken("x".repeat(129))).toBeNull();
  });
  it("rejects tokens with control characters, which the API would refuse", () => {
    expect(parsePreviewToken("abcd\u0000efgh")).toBeNull();
  });
});
