import { describe, expect, it } from "vitest";
import {
  collectBadges,
  hasNarrowingFilters,
  parseProductFilters,
  productApiQuery,
  productListHref,
} from "./product-filters";

describe("parseProductFilters", () => {
  it("reads every filter from the query", () => {
    expect(
      parseProductFilters({
        category: "3",
        badge: "BEST",
        excludeEvent: "true",
        recommend: "true",
        page: "2",
      }),
    ).toEqual({ categoryId: 3, badge: "BEST", excludeEvent: true, recommendOnly: true, page: 2 });
  });
  it("defaults everything and drops unreadable values", () => {
    const none = { categoryId: null, badge: null, excludeEvent: false, recommendOnly: false, page: 1 };
    expect(parseProductFilters({})).toEqual(none);
    expect(
      parseProductFilters({ category: "abc", badge: "  ", excludeEvent: "1", recommend: "yes", page: "-2" }),
    ).toEqual(none);
    expect(parseProductFilters({ badge: "x".repeat(31) }).badge).toBeNull();
    expect(parseProductFilters({ badge: "\u0000" }).badge).toBeNull();
    expect(parseProductFilters({ badge: "신\u0000규" }).badge).toBe("신 규");
  });
});

describe("productApiQuery", () => {
  it("sends booleans only when they are on and the list's page size", () => {
    expect(
      productApiQuery({ categoryId: null, badge: null, excludeEvent: false, recommendOnly: false, page: 1 }),
    ).toEqual({
      categoryId: undefined,
      productCustomBadge: undefined,
      isExcludeEvent: undefined,
      isRecommend: undefined,
      page: 1,
      pageSize: 12,
    });
    expect(
      productApiQuery({ categoryId: 4, badge: "인기", excludeEvent: true, recommendOnly: true, page: 3 }, 10),
    ).toEqual({
      categoryId: 4,
      productCustomBadge: "인기",
      isExcludeEvent: true,
      isRecommend: true,
      page: 3,
      pageSize: 10,
    });
  });
});

describe("productListHref", () => {
  it("resets the page and keeps the other filters when one filter changes", () => {
    expect(productListHref({ category: "3", excludeEvent: "true", page: "4" }, { recommendOnly: true })).toBe(
      "/products?category=3&excludeEvent=true&recommend=true",
    );
  });
  it("clears the badge when the category changes", () => {
    expect(productListHref({ category: "3", badge: "BEST", page: "2" }, { categoryId: 5 })).toBe(
      "/products?category=5",
    );
    expect(productListHref({ category: "3" }, { categoryId: null })).toBe("/products");
  });
  it("turns toggles off by removing them", () => {
    expect(
      productListHref({ excludeEvent: "true", badge: "BEST" }, { excludeEvent: false, badge: null }),
    ).toBe("/products");
  });
});

describe("hasNarrowingFilters", () => {
  it("is true for badge and toggles, not for the category or page", () => {
    const base = parseProductFilters({ category: "2", page: "3" });
    expect(hasNarrowingFilters(base)).toBe(false);
    expect(hasNarrowingFilters({ ...base, badge: "BEST" })).toBe(true);
    expect(hasNarrowingFilters({ ...base, excludeEvent: true })).toBe(true);
  });
});

describe("collectBadges", () => {
  it("lists distinct badges, most used first, ties in Korean order", () => {
    expect(
      collectBadges([
        { customBadges: ["인기", "추천", "BEST"] },
        { customBadges: ["신규", "인기", "BEST"] },
        { customBadges: ["인기", "인기"] },
        { customBadges: [] },
      ]),
    ).toEqual(["인기", "BEST", "신규", "추천"]);
  });
});
