import { formMessages, REVIEW_LIMITS, reviewLanguages, reviewMessages } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { reviewTexts } from "./dictionary";
import {
  apiReviewErrors,
  EMPTY_REVIEW,
  formatVisit,
  reviewBody,
  reviewLanguageOf,
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
    for (const language of reviewLanguages) {
      const texts = reviewTexts[language];
      for (const [key, value] of Object.entries(texts.errors))
        expect(value, `${language} ${key}`).not.toBe("");
      expect(texts.lead("A")).toContain("A");
      expect(texts.expiredBody("A")).toContain("A");
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

  it("shows the visit in Seoul time in the page's language", () => {
    const visit = "2026-05-03T05:00:00.000Z"; // 14:00 in Seoul
    expect(formatVisit(visit, "ko")).toBe("2026년 5월 3일 (일) 오후 2:00");
    expect(formatVisit(visit, "en")).toContain("May 3, 2026");
    expect(formatVisit(visit, "ja")).toContain("2026年5月3日");
  });
});
