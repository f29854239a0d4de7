import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isGenericTitle, SubLinkText } from "./sub-link-text";

const render = (title: string, parentTitle: string) =>
  renderToStaticMarkup(createElement(SubLinkText, { title, parentTitle }));

describe("sub-menu link text", () => {
  it("names the parent menu after a generic title, for screen readers and search engines", () => {
    expect(render("전체 보기", "수술 · 시술")).toBe(
      '전체 보기<span class="visually-hidden">: 수술 · 시술</span>',
    );
    expect(isGenericTitle(" 더보기 ")).toBe(true);
  });

  it("leaves a descriptive title alone", () => {
    expect(render("의료진", "병원 소개")).toBe("의료진");
    expect(isGenericTitle("이벤트 전체 보기")).toBe(false);
  });
});
