import { describe, expect, it } from "vitest";
import { formatsFor } from "./formats";

describe("the widget's dates, times, prices and durations", () => {
  it("keeps Korean as the widget always wrote it", () => {
    const ko = formatsFor("ko");
    expect(ko.date("2026-11-24")).toBe("2026년 11월 24일 (화)");
    expect(ko.dayOfMonth("2026-11-25")).toBe("25일 (수)");
    expect(ko.month(2026, 3)).toBe("2026년 3월");
    expect(ko.weekdays).toEqual(["일", "월", "화", "수", "목", "금", "토"]);
    expect(ko.price(150_000)).toBe("150,000원");
    expect(ko.minutes(30)).toBe("30분");
  });

  it("writes each language's own way", () => {
    expect(formatsFor("en").date("2026-11-24")).toBe("Tue, November 24, 2026");
    expect(formatsFor("en").month(2026, 11)).toBe("November 2026");
    expect(formatsFor("en").weekdays[0]).toBe("Sun");
    expect(formatsFor("en").minutes(30)).toBe("30 minutes");
    expect(formatsFor("ja").date("2026-11-24")).toBe("2026年11月24日(火)");
    expect(formatsFor("ja").weekdays).toEqual(["日", "月", "火", "水", "木", "金", "土"]);
    expect(formatsFor("zh-CN").month(2026, 11)).toBe("2026年11月");
    expect(formatsFor("zh-CN").weekdays).toEqual(["日", "一", "二", "三", "四", "五", "六"]);
    expect(formatsFor("zh-CN").minutes(30)).toBe("30分钟");
    expect(formatsFor("zh-TW").minutes(30)).toBe("30 分鐘");
    for (const language of ["en", "ja", "zh-CN", "zh-TW"] as const) {
      expect(formatsFor(language).price(150_000)).toMatch(/^₩150,000$/);
    }
  });

  it("reads instants in Seoul's time whatever the visitor's clock says", () => {
    for (const language of ["ko", "en", "ja", "zh-CN", "zh-TW"] as const) {
      expect(formatsFor(language).time("2026-11-24T01:30:00Z")).toBe("10:30");
      expect(formatsFor(language).time("2026-11-24T14:05:00+09:00")).toBe("14:05");
    }
  });

  it("never moves a date across midnight (dates are calendar days, not instants)", () => {
    expect(formatsFor("en").date("2026-01-01")).toBe("Thu, January 1, 2026");
    expect(formatsFor("ja").dayOfMonth("2026-12-31")).toBe("31日(木)");
  });
});
