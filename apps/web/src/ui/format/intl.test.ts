import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatPeriod,
  formatPrice,
  seoulDate,
  weekdayName,
} from "./intl";

describe("formatPrice", () => {
  it("keeps Korean's 원 and writes the won sign in other languages", () => {
    expect(formatPrice(120000, "ko")).toBe("120,000원");
    expect(formatPrice(120000)).toBe("120,000원");
    expect(formatPrice(120000, "en")).toBe("₩120,000");
    expect(formatPrice(1250000, "zh-CN")).toBe("₩1,250,000");
    expect(formatPrice(0, "ja")).toMatch(/^[₩￦]0$/);
  });
});

describe("dates in Seoul's calendar", () => {
  it("read a plain date as that day in Seoul in every language", () => {
    expect(formatDate("2026-11-29", "ko")).toBe("2026.11.29");
    expect(formatDate("2026-11-29", "en")).toBe("Nov 29, 2026");
    expect(formatDate("2026-11-29", "ja")).toBe("2026年11月29日");
    expect(formatDate("2026-11-29", "zh-TW")).toBe("2026年11月29日");
  });
  it("place an instant on Seoul's date, not UTC's", () => {
    // 20:00 UTC on the 28th is 05:00 on the 29th in Seoul.
    expect(formatDate("2026-11-28T20:00:00Z", "ko")).toBe("2026.11.29");
    expect(formatDate("2026-11-28T20:00:00Z", "en")).toBe("Nov 29, 2026");
    expect(seoulDate("2026-11-28T20:00:00Z")).toBe("2026-11-29");
  });
  it("answer null or an empty text for no or an unreadable date", () => {
    expect(formatDate(null, "en")).toBeNull();
    expect(formatDate("not a date", "ko")).toBeNull();
    expect(formatLongDate("", "ja")).toBe("");
  });
  it("write long dates the language's way", () => {
    expect(formatLongDate("2025-03-01", "ko")).toBe("2025년 3월 1일");
    expect(formatLongDate("2025-03-01", "en")).toBe("March 1, 2025");
    expect(formatLongDate("2025-03-01", "zh-CN")).toBe("2025年3月1日");
  });
  it("give times on Seoul's clock", () => {
    expect(formatDateTime("2025-03-01T05:30:00Z", "ko")).toBe("2025.03.01 14:30");
    expect(formatDateTime("2025-03-01T05:30:00Z", "en")).toBe("Mar 1, 2025, 2:30 PM");
  });
  it("write periods open on either side", () => {
    expect(formatPeriod("2025-03-01", "2025-03-31", "ko")).toBe("2025.03.01 ~ 2025.03.31");
    expect(formatPeriod(null, "2025-03-31", "ko")).toBe("~ 2025.03.31");
    expect(formatPeriod("2025-03-01", "2025-03-31", "en")).toBe("Mar 1, 2025 – Mar 31, 2025");
    expect(formatPeriod("2025-03-01", null, "ja")).toBe("2025年3月1日～");
    expect(formatPeriod(null, null, "en")).toBeNull();
  });
});

describe("numbers, percentages and durations", () => {
  it("group numbers and write percentages", () => {
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatPercent(30, "ko")).toBe("30%");
    expect(formatPercent(30, "en")).toBe("30%");
  });
  it("keep Korean's durations and write others with short units", () => {
    expect(formatDuration(45, "ko")).toBe("45분");
    expect(formatDuration(90, "ko")).toBe("1시간 30분");
    expect(formatDuration(150, "ko")).toBe("2시간 30분");
    expect(formatDuration(120, "ko")).toBe("2시간");
    expect(formatDuration(90, "en")).toBe("1 hr 30 min");
    expect(formatDuration(45, "en")).toBe("45 min");
    expect(formatDuration(60, "zh-CN")).toBe("1小时");
    expect(formatDuration(0, "en")).toBeNull();
    expect(formatDuration(null, "ja")).toBeNull();
  });
});

describe("weekdayName", () => {
  it("names ISO weekdays Monday first, long or short, in each language", () => {
    expect(weekdayName("ko", 1)).toBe("월요일");
    expect(weekdayName("en", 7)).toBe("Sunday");
    expect(weekdayName("en", 3, "short")).toBe("Wed");
    expect(weekdayName("ja", 6)).toBe("土曜日");
  });
});
