import { describe, expect, it } from "vitest";
import { languagePath, offeredLanguages, splitLanguagePath } from "./languages";

describe("language paths", () => {
  it("splits a prefixed path into its language and the root path", () => {
    expect(splitLanguagePath("/en/products")).toEqual({ language: "en", rest: "/products", canonical: true });
    expect(splitLanguagePath("/ja")).toEqual({ language: "ja", rest: "/", canonical: true });
    expect(splitLanguagePath("/zh-TW/introduce/staff")).toEqual({
      language: "zh-TW",
      rest: "/introduce/staff",
      canonical: true,
    });
  });

  it("keeps Korean at the root and never takes a look-alike segment for a language", () => {
    expect(splitLanguagePath("/products")).toEqual({ language: "ko", rest: "/products", canonical: true });
    expect(splitLanguagePath("/")).toEqual({ language: "ko", rest: "/", canonical: true });
    expect(splitLanguagePath("/english/x").language).toBe("ko");
    expect(splitLanguagePath("/fr/products")).toEqual({
      language: "ko",
      rest: "/fr/products",
      canonical: true,
    });
    expect(splitLanguagePath("/enx").rest).toBe("/enx");
  });

  it("recognises another spelling and /ko only to send them to the canonical path", () => {
    expect(splitLanguagePath("/zh-cn/products")).toEqual({
      language: "zh-CN",
      rest: "/products",
      canonical: false,
    });
    expect(splitLanguagePath("/EN")).toMatchObject({ language: "en", canonical: false });
    expect(splitLanguagePath("/ko/events")).toEqual({ language: "ko", rest: "/events", canonical: false });
  });

  it("builds the path in a language and lists a clinic's languages Korean first", () => {
    expect(languagePath("ko", "/events")).toBe("/events");
    expect(languagePath("en", "/")).toBe("/en");
    expect(languagePath("zh-CN", "/events")).toBe("/zh-CN/events");
    expect(offeredLanguages(["ja", "en", "xx", "ja"])).toEqual(["ko", "en", "ja"]);
  });
});
