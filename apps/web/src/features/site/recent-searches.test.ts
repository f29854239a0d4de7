import { describe, expect, it } from "vitest";
import {
  addRecentSearch,
  isSearchPath,
  parseRecentSearches,
  RECENT_SEARCH_MAX,
  removeRecentSearch,
  searchHref,
} from "./recent-searches";

describe("addRecentSearch", () => {
  it("puts a new keyword first", () => {
    expect(addRecentSearch(["보톡스"], "필러")).toEqual(["필러", "보톡스"]);
  });

  it("keeps no duplicates: a repeated keyword moves to the front", () => {
    const afterAB = addRecentSearch(addRecentSearch([], "A"), "B");
    expect(afterAB).toEqual(["B", "A"]);
    expect(addRecentSearch(afterAB, "A")).toEqual(["A", "B"]);
  });

  it("trims the keyword and ignores blank ones", () => {
    expect(addRecentSearch(["필러"], "  필러 ")).toEqual(["필러"]);
    expect(addRecentSearch(["필러"], "   ")).toEqual(["필러"]);
  });

  it("caps the list, dropping the oldest", () => {
    const full = Array.from({ length: RECENT_SEARCH_MAX }, (_, i) => `k${i}`);
    const next = addRecentSearch(full, "new");
    expect(next).toHaveLength(RECENT_SEARCH_MAX);
    expect(next[0]).toBe("new");
    expect(next).not.toContain(`k${RECENT_SEARCH_MAX - 1}`);
    expect(addRecentSearch(["a", "b", "c"], "d", 2)).toEqual(["d", "a"]);
  });

  it("does not change the list it was given", () => {
    const list = ["a"];
    addRecentSearch(list, "b");
    expect(list).toEqual(["a"]);
  });
});

describe("removeRecentSearch", () => {
  it("removes only that keyword", () => {
    expect(removeRecentSearch(["a", "b", "c"], "b")).toEqual(["a", "c"]);
    expect(removeRecentSearch(["a"], "z")).toEqual(["a"]);
  });
});

describe("parseRecentSearches", () => {
  it("reads a stored JSON list", () => {
    expect(parseRecentSearches(JSON.stringify(["리프팅", "보톡스"]))).toEqual(["리프팅", "보톡스"]);
  });

  it("yields an empty list for missing or foreign data", () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches("not json")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
  });

  it("drops non-strings, blanks and later duplicates and applies the cap", () => {
    expect(parseRecentSearches(JSON.stringify(["a", 3, "", "b", "a"]))).toEqual(["a", "b"]);
    expect(parseRecentSearches(JSON.stringify(["a", "b", "c"]), 2)).toEqual(["a", "b"]);
  });
});

describe("searchHref", () => {
  it("encodes the keyword", () => {
    expect(searchHref("레이저 토닝")).toBe(`/search?keyword=${encodeURIComponent("레이저 토닝")}`);
    expect(searchHref("a&b=c")).toBe("/search?keyword=a%26b%3Dc");
  });

  it("allows an empty keyword", () => {
    expect(searchHref("")).toBe("/search?keyword=");
  });
});

describe("isSearchPath", () => {
  it("recognises the search route only", () => {
    expect(isSearchPath("/search")).toBe(true);
    expect(isSearchPath("/search/")).toBe(true);
    expect(isSearchPath("/searching")).toBe(false);
    expect(isSearchPath("/")).toBe(false);
  });
});
