import { queryString } from "@clinic/shared/contract/endpoint";
import { describe, expect, it } from "vitest";
import { answerHtmlFrom, answerTextFrom } from "./answer-text";
import { boardApiQuery, boardFiltersFrom, boardQuery } from "./board-query";

describe("answer text", () => {
  it("turns typed text into escaped paragraphs", () => {
    expect(answerHtmlFrom("안녕하세요.\n예약 도와드릴게요.\n\n<b>감사</b> & 또 봬요")).toBe(
      "<p>안녕하세요.<br>예약 도와드릴게요.</p><p>&lt;b&gt;감사&lt;/b&gt; &amp; 또 봬요</p>",
    );
    expect(answerHtmlFrom("  \r\n \r\n ")).toBe("");
  });

  it("gives stored HTML back as the text that makes it again", () => {
    const typed = '첫 줄\n둘째 줄\n\n다음 문단 <태그> & "따옴표"';
    expect(answerTextFrom(answerHtmlFrom(typed))).toBe(typed);
    expect(answerTextFrom("<ul><li>하나</li><li>둘</li></ul><p><strong>굵게</strong>&nbsp;끝</p>")).toBe(
      "하나\n둘\n\n굵게 끝",
    );
  });
});

describe("moderation filters from the query string", () => {
  it("lists hidden posts and leaves deleted ones out by default", () => {
    const filters = boardFiltersFrom({});
    expect(filters).toEqual({
      boardTypeId: undefined,
      answer: "all",
      q: "",
      includeHidden: true,
      includeDeleted: false,
      page: 1,
    });
    expect(boardQuery(filters)).toBe("");
    expect(queryString(boardApiQuery(filters))).toBe(
      "?answer=all&includeHidden=true&includeDeleted=false&page=1&size=20",
    );
  });

  it("keeps known values and drops broken ones", () => {
    const filters = boardFiltersFrom({
      boardTypeId: "7",
      answer: "unanswered",
      hidden: "exclude",
      deleted: "include",
      q: " 필러 ",
      page: "2",
    });
    expect(boardQuery(filters)).toBe(
      "boardTypeId=7&answer=unanswered&q=%ED%95%84%EB%9F%AC&hidden=exclude&deleted=include&page=2",
    );
    expect(queryString(boardApiQuery(filters))).toContain("includeHidden=false&includeDeleted=true");
    expect(boardFiltersFrom({ boardTypeId: "abc", answer: "maybe", page: "0" })).toMatchObject({
      boardTypeId: undefined,
      answer: "all",
      page: 1,
    });
  });
});
