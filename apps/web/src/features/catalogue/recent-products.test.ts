import { describe, expect, it } from "vitest";
import { parseRecentProducts } from "./recent-products";

describe("parseRecentProducts", () => {
  it("reads the products of the rows in order", () => {
    expect(
      parseRecentProducts({
        rows: [
          {
            viewedAt: "2025-01-02",
            product: { id: 2, name: "B", thumbnailUrl: "/m/b.svg", categoryName: "리프팅" },
          },
          {
            viewedAt: "2025-01-01",
            product: { id: 1, name: "A", thumbnailUrl: null, categoryName: "보톡스" },
          },
        ],
      }),
    ).toEqual([
      { id: 2, name: "B", thumbnailUrl: "/m/b.svg", categoryName: "리프팅" },
      { id: 1, name: "A", thumbnailUrl: null, categoryName: "보톡스" },
    ]);
    expect(parseRecentProducts({ rows: [] })).toEqual([]);
  });
  it("is null for anything else", () => {
    expect(parseRecentProducts(null)).toBeNull();
    expect(parseRecentProducts({ status: 400, message: "x" })).toBeNull();
    expect(parseRecentProducts({ rows: [{ product: { id: "1", name: "A" } }] })).toBeNull();
  });
});
