import { describe, expect, it } from "vitest";
import { messagesOf } from "./messages";
import { notFoundLanguage, notFoundMetadata } from "./not-found-title";

describe("the not-found page's title (issue 29)", () => {
  it("reads the language of the [lang] segment, Korean for anything else", () => {
    expect(notFoundLanguage("en")).toBe("en");
    expect(notFoundLanguage("zh-TW")).toBe("zh-TW");
    for (const value of [undefined, "", "fr", "EN", "zh"]) expect(notFoundLanguage(value)).toBe("ko");
  });

  it("is the catalogue's title in that language", async () => {
    expect(await notFoundMetadata(Promise.resolve({ site: "lumiere", lang: "ja" }))).toEqual({
      title: messagesOf("ja").status.notFoundTitle,
    });
    expect(await notFoundMetadata(Promise.resolve({ lang: "ko" }))).toEqual({
      title: "페이지를 찾을 수 없습니다",
    });
    expect(await notFoundMetadata(undefined)).toEqual({ title: "페이지를 찾을 수 없습니다" });
  });
});
