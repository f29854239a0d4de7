import { describe, expect, it } from "vitest";
import { seedClock } from "../clock";
import { blocksHtml, demoDate } from "./cscenter-html";

describe("customer-centre rich text of the demo", () => {
  it("turns blocks into paragraphs, lists and headings, escaping text and keeping **bold**", () => {
    expect(blocksHtml(["a < b & **c**", ["하나", "**둘**"], { h: "제목" }, { ol: ["첫째"] }])).toBe(
      "<p>a &lt; b &amp; <strong>c</strong></p><ul><li>하나</li><li><strong>둘</strong></li></ul>" +
        "<h3>제목</h3><ol><li>첫째</li></ol>",
    );
  });

  it("names days relative to the seeding day, moving forward to the weekday asked for", () => {
    // 2025-03-05 09:00 in Seoul is a Wednesday.
    const date = demoDate(seedClock(new Date("2025-03-05T00:00:00Z")).day);
    expect(date(0)).toBe("3월 5일(수)");
    expect(date(-30)).toBe("2월 3일(월)");
    expect(date(0, 6)).toBe("3월 8일(토)");
    expect(date(3, 6)).toBe("3월 8일(토)");
    expect(date(4, 6)).toBe("3월 15일(토)");
    expect(date(0, 7)).toBe("3월 9일(일)");
    expect(date(27, 1)).toBe("4월 7일(월)");
  });
});
