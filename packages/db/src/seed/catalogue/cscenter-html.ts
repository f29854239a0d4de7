import type { DemoAfterNotice, DemoBlock, DemoDate } from "../cscenter-types";
import { esc } from "./html";

/** Rich-text bodies of the customer-centre rows, built from the plain data (sanitised again on insert). */

/** Escapes the text, then turns `**text**` into bold. */
const inline = (text: string) => esc(text).replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
const items = (list: string[]) => list.map((item) => `<li>${inline(item)}</li>`).join("");

export function blocksHtml(blocks: DemoBlock[]): string {
  return blocks
    .map((block) => {
      if (typeof block === "string") return `<p>${inline(block)}</p>`;
      if (Array.isArray(block)) return `<ul>${items(block)}</ul>`;
      if ("h" in block) return `<h3>${inline(block.h)}</h3>`;
      return `<ol>${items(block.ol)}</ol>`;
    })
    .join("");
}

export function afterNoticeHtml(notice: DemoAfterNotice): string {
  return blocksHtml([
    notice.intro,
    { h: "이렇게 관리해 주세요" },
    notice.dos,
    { h: "이것만은 피해 주세요" },
    notice.donts,
    { h: "이럴 때는 바로 연락해 주세요" },
    notice.call,
  ]);
}

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

/** The DemoDate of a seeding day: `day(offset)` gives "YYYY-MM-DD" in Seoul (clock.ts). */
export function demoDate(day: (offset: number) => string): DemoDate {
  return (offset, weekday) => {
    let shift = offset;
    // getUTCDay of a "YYYY-MM-DD" date is its calendar weekday, 0 = Sunday; ISO 7 is Sunday too.
    const weekdayOf = (value: number) => new Date(`${day(value)}T00:00:00Z`).getUTCDay();
    if (weekday !== undefined) while (weekdayOf(shift) !== weekday % 7) shift++;
    const [, month, date] = day(shift).split("-").map(Number) as [number, number, number];
    return `${month}월 ${date}일(${WEEKDAYS[weekdayOf(shift)]})`;
  };
}
