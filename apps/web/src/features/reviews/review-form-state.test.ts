import { formMessages, REVIEW_LIMITS, reviewMessages } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { reviewPageLanguages, reviewTexts } from "./dictionary";
import {
  apiReviewErrors,
  EMPTY_REVIEW,
  formatVisit,
  reviewBody,
  reviewErrorsIn,
  reviewLanguageOf,
  reviewPageLanguage,
  validateReview,
} from "./review-form-state";

const ko = reviewTexts.ko;
const good = { ...EMPTY_REVIEW, rating: 4, content: "설명이 자세해서 안심하고 받았어요." };

describe("review form state", () => {
  it("reads ?lang as one of the review languages, Korean otherwise", () => {
    expect(reviewLanguageOf("en")).toBe("en");
    expect(reviewLanguageOf(["ja", "en"])).toBe("ja");
    for (const value of [undefined, "", "fr", "EN", "ko-KR"]) expect(reviewLanguageOf(value)).toBe("ko");
  });

  it("has every text in every language", () => {
    for (const language of reviewPageLanguages) {
      const texts = reviewTexts[language];
      for (const [key, value] of Object.entries(texts.errors))
        expect(value, `${language} ${key}`).not.toBe("");
      expect(texts.lead("A")).toContain("A");
      expect(texts.expiredBody("A")).toContain("A");
    }
  });

  it("speaks the link's ?lang=, else the page's language, Traditional Chinese on zh-TW (issue 29)", () => {
    expect(reviewPageLanguage(undefined, "ko")).toBe("ko");
    expect(reviewPageLanguage(undefined, "en")).toBe("en");
    expect(reviewPageLanguage(undefined, "zh-CN")).toBe("zh");
    expect(reviewPageLanguage(undefined, "zh-TW")).toBe("zh-TW");
    expect(reviewPageLanguage("zh", "zh-TW")).toBe("zh");
    expect(reviewPageLanguage("ja", "en")).toBe("ja");
    expect(reviewPageLanguage("fr", "en")).toBe("ko");
    // Its own texts, not the Simplified ones.
    expect(reviewTexts["zh-TW"].title).toBe("撰寫評價");
    expect(reviewTexts["zh-TW"].title).not.toBe(reviewTexts.zh.title);
    expect(formatVisit("2026-05-03T05:00:00.000Z", "zh-TW")).toContain("2026年5月3日");
  });

  it("keeps Hangul out of every other language's texts", () => {
    const hangul = /[\u3131-\u318e\uac00-\ud7a3]/;
    for (const language of reviewPageLanguages.filter((code) => code !== "ko")) {
      const texts = reviewTexts[language];
      const all = [
        ...Object.values(texts).filter((value): value is string => typeof value === "string"),
        ...Object.values(texts.errors),
        texts.lead("A"),
        texts.star(3),
        texts.expiredBody("A"),
      ];
      for (const text of all) expect(hangul.test(text), `${language}: ${text}`).toBe(false);
    }
  });

  it("accepts a rated review of enough text", () => {
    expect(validateReview(good, ko)).toEqual({});
  });

  it("answers the API's own Korean messages in Korean", () => {
    expect(validateReview(EMPTY_REVIEW, ko)).toEqual({
      rating: reviewMessages.ratingRequired,
      content: formMessages.empty,
    });
    expect(validateReview({ ...good, content: " 좋아요 " }, ko)).toEqual({
      content: formMessages.tooShort(REVIEW_LIMITS.contentMin),
    });
    expect(validateReview({ ...good, content: "가".repeat(REVIEW_LIMITS.contentMax + 1) }, ko)).toEqual({
      content: formMessages.tooLong(REVIEW_LIMITS.contentMax),
    });
    expect(validateReview({ ...good, content: `${good.content}\u0007` }, ko)).toEqual({
      content: formMessages.controlCharacters,
    });
  });

  it("speaks the link's language for other languages", () => {
    expect(validateReview(EMPTY_REVIEW, reviewTexts.en)).toEqual({
      rating: "Please choose a rating.",
      content: "Please write your review.",
    });
  });

  it("leaves a filled honeypot to the API", () => {
    const bot = { ...good, website: "http://spam.example" };
    expect(validateReview(bot, ko)).toEqual({});
    expect(reviewBody(bot)).toEqual({ rating: 4, content: good.content, website: "http://spam.example" });
    expect(reviewBody(good).website).toBeUndefined();
  });

  it("maps a 400's fields onto the form", () => {
    expect(
      apiReviewErrors({
        fields: [
          { path: "body.rating", message: "별점" },
          { path: "body.content", message: "내용" },
          { path: "body.website", message: "봇" },
          { path: "body.content", message: "둘째" },
        ],
      }),
    ).toEqual({ rating: "별점", content: "내용" });
    expect(apiReviewErrors(null)).toEqual({});
  });

  it("says a 400's Korean field messages in the page's own words", () => {
    const korean = { rating: "별점", content: "내용" };
    expect(reviewErrorsIn(korean, EMPTY_REVIEW, reviewTexts.en)).toEqual({
      rating: "Please choose a rating.",
      content: "Please write your review.",
    });
    // A field the form's own check finds nothing wrong with gets the general failure.
    expect(reviewErrorsIn({ content: "내용" }, good, reviewTexts["zh-TW"])).toEqual({
      content: reviewTexts["zh-TW"].errors.failed,
    });
    expect(reviewErrorsIn({}, EMPTY_REVIEW, reviewTexts.ja)).toEqual({});
  });

  it("shows the visit in Seoul time in the page's language", () => {
    const visit = "2026-05-03T05:00:00.000Z"; // 14:00 in Seoul
    expect(formatVisit(visit, "ko")).toBe("2026년 5월 3일 (일) 오후 2:00");
    expect(formatVisit(visit, "en")).toContain("May 3, 2026");
    expect(formatVisit(visit, "ja")).toContain("2026年5月3日");
  });
});
