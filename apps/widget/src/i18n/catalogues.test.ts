import { LANGUAGES } from "@clinic/shared/languages";
import { describe, expect, it } from "vitest";
import { foreignRefusal } from "../api";
import { CATALOGUES, widgetLanguage } from "./catalogues";
import { ko } from "./messages-ko";

const HANGUL = /[\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff]/;
const HAN = /[\u4e00-\u9fff]/;

/** Every value of a catalogue as text: functions called with sample arguments. */
function texts(catalogue: Record<string, unknown>): [string, string][] {
  return Object.entries(catalogue).map(([key, value]) => [
    key,
    typeof value === "function" ? String(value(2, "A", "B")) : String(value),
  ]);
}

describe("the widget's message catalogues", () => {
  it("has one for every site language", () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== "ko"))(
    "%s has every key of ko, each of ko's kind",
    (language) => {
      const catalogue = CATALOGUES[language] as Record<string, unknown>;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(ko).sort());
      for (const [key, value] of Object.entries(ko)) {
        expect(typeof catalogue[key], key).toBe(typeof value);
        if (typeof value === "function")
          expect((catalogue[key] as () => string).length, key).toBe(value.length);
      }
    },
  );

  it.each(LANGUAGES.filter((language) => language !== "ko"))(
    "%s is written in its language, never in Korean",
    (language) => {
      for (const [key, text] of texts(CATALOGUES[language])) {
        expect(text.trim(), key).not.toBe("");
        expect(text, key).not.toMatch(HANGUL);
      }
      const all = texts(CATALOGUES[language])
        .map(([, text]) => text)
        .join("\n");
      if (language === "ja") expect(all).toMatch(KANA);
      if (language.startsWith("zh")) {
        expect(all).toMatch(HAN);
        expect(all).not.toMatch(KANA);
      }
    },
  );

  it("keeps the widget's Korean texts", () => {
    expect(ko.stepContact).toBe("예약자 정보");
    expect(ko.placesLeft(2)).toBe("2자리 남음");
    expect(ko.timeHeading("2026년 11월 24일 (화)")).toBe("2026년 11월 24일 (화) 시간을 선택해 주세요");
  });

  it("tells Simplified from Traditional Chinese", () => {
    expect(CATALOGUES["zh-CN"].loading).not.toBe(CATALOGUES["zh-TW"].loading);
  });
});

describe("widgetLanguage (the page's lang → the widget's language)", () => {
  it.each([
    ["ko", "ko"],
    ["", "ko"],
    [undefined, "ko"],
    ["en", "en"],
    ["en-GB", "en"],
    ["ja", "ja"],
    ["JA-jp", "ja"],
    ["zh-CN", "zh-CN"],
    ["zh", "zh-CN"],
    ["zh-Hans", "zh-CN"],
    ["zh-TW", "zh-TW"],
    ["zh-Hant-HK", "zh-TW"],
    ["fr", "ko"],
  ])("%s → %s", (tag, language) => {
    expect(widgetLanguage(tag)).toBe(language);
  });
});

describe("foreignRefusal (the API's Korean refusals, said in the page's language)", () => {
  const ja = CATALOGUES.ja;
  it("names the field a 400 points at, and what each status means", () => {
    expect(foreignRefusal(ja, 400, "body.phone")).toBe(ja.errorPhone);
    expect(foreignRefusal(ja, 400, "body.code")).toBe(ja.errorCode);
    expect(foreignRefusal(ja, 400, "body.memo")).toBe(ja.errorInput);
    expect(foreignRefusal(ja, 409, null)).toBe(ja.errorNotBookable);
    expect(foreignRefusal(ja, 401, null)).toBe(ja.errorSignInAgain);
    expect(foreignRefusal(ja, 0, null)).toBe(ja.errorOffline);
    expect(foreignRefusal(ja, 502, null)).toBe(ja.errorFallback);
  });
});
