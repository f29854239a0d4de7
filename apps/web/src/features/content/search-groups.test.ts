import type { SearchResult } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { summariseSearch } from "./search-groups";

const result = (products: number, events: number, contents: number) =>
  ({
    keyword: "리프",
    products: { total: products, rows: [] },
    events: { total: events, rows: [] },
    contents: { total: contents, rows: [] },
  }) as SearchResult;

describe("summariseSearch", () => {
  it("lists 시술, 이벤트, 콘텐츠 with their totals and the grand total", () => {
    const summary = summariseSearch(result(14, 2, 0));
    expect(summary.groups.map((group) => [group.title, group.total])).toEqual([
      ["시술", 14],
      ["이벤트", 2],
      ["콘텐츠", 0],
    ]);
    expect(summary.total).toBe(16);
  });

  it("anchors only groups that have a section", () => {
    const summary = summariseSearch(result(1, 0, 3));
    expect(summary.groups.map((group) => group.anchor)).toEqual([
      "#search-products",
      null,
      "#search-contents",
    ]);
  });
});
