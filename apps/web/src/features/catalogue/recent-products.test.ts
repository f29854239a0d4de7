import { describe, expect, it } from "vitest";
import { languageQuery, parseRecentProducts } from "./recent-products";

describe("parseRecentProducts", () => {
  it("reads the products of the rows in order", () => {
    expect(
      parseRecentProducts({
        rows: [
          {
            viewedAt: "2025-01-02",
            product: {
              id: 2,
              name: "B",
              thumbnailUrl: "/m/b.svg",
              categoryName: "Lifting",
              translated: ["name", "categoryName", 3],
            },
          },
          {
            viewedAt: "2025-01-01",
            product: { id: 1, name: "A", thumbnailUrl: null, categoryName: "보톡스" },
          },
        ],
      }),
    ).toEqual([
      {
        id: 2,
        name: "B",
        thumbnailUrl: "/m/b.svg",
        categoryName: "Lifting",
        translated: ["name", "categoryName"],
      },
      { id: 1, name: "A", thumbnailUrl: null, categoryName: "보톡스", translated: [] },
    ]);
    expect(parseRecentProducts({ rows: [] })).toEqual([]);
  });
  it("is null for anything else", () => {
    expect(parseRecentProducts(null)).toBeNull();
    expect(parseRecentProducts({ status: 400, message: "x" })).toBeNull();
    expect(parseRecentProducts({ rows: [{ product: { id: "1", name: "A" } }] })).toBeNull();
  });
});

describe("languageQuery (issue 29)", () => {
  it("asks for the page's language, and nothing on a Korean page", () => {
    expect(languageQuery("ko")).toEqual({});
    expect(languageQuery("en")).toEqual({ languageCode: "en" });
    expect(languageQuery("zh-TW")).toEqual({ languageCode: "zh-TW" });
  });
});
