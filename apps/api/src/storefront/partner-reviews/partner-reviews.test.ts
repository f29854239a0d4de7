import { insertBarePartner } from "@api/testing/fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import { apiErrorSchema, partnerReviewPageSchema, partnerReviewSchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

const BASE_TIME = Date.parse("2025-02-01T00:00:00Z");
// Ratings of the visible reviews, oldest first: mean 52/12 = 4.333… → 4.3.
const RATINGS = [5, 4, 5, 3, 5, 4, 5, 5, 4, 3, 5, 4];

describe("partner review routes", () => {
  const t = useTestApp();
  let bare: { id: number; host: string };
  let empty: { id: number; host: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    bare = await insertBarePartner(t.database, "reviewtest");
    empty = await insertBarePartner(t.database, "noreviews");
    const reviews = RATINGS.map((rating, index) => ({
      partnerId: bare.id,
      authorName: `김*${index + 1}`,
      rating,
      content: `review-${index + 1}`,
      createdAt: new Date(BASE_TIME + index * 60_000),
    }));
    // A hidden 1-star review must count neither in the total nor in the average.
    const hidden = { ...reviews[0], content: "hidden", rating: 1, isVisible: false, createdAt: new Date() };
    const rows = await t.database.db
      .insert(schema.partnerReviews)
      .values([...reviews, hidden] as (typeof schema.partnerReviews.$inferInsert)[])
      .returning();
    for (const row of rows) ids[row.content] = row.id;
  });

  const list = async (origin: string, query = "") => {
    const response = await t.app.inject({
      method: "GET",
      url: `/customer/partner-reviews${query}`,
      headers: site(origin),
    });
    expect(response.statusCode, query).toBe(200);
    return partnerReviewPageSchema.parse(response.json());
  };
  const detail = (origin: string, id: number | string) =>
    t.app.inject({ method: "GET", url: `/customer/partner-reviews/${id}`, headers: site(origin) });

  it("answers visible reviews newest first, paged, with the average of all visible ratings", async () => {
    const first = await list(bare.host);
    expect(first).toMatchObject({ total: RATINGS.length, page: 1, pageSize: 10, averageRating: 4.3 });
    expect(first.rows.map((row) => row.content)).toEqual(
      Array.from({ length: 10 }, (_, index) => `review-${RATINGS.length - index}`),
    );
    const second = await list(bare.host, "?page=2");
    expect(second.rows.map((row) => row.content)).toEqual(["review-2", "review-1"]);
    // The average covers every visible review, not just the page.
    expect(second.averageRating).toBe(4.3);
    expect(await list(bare.host, "?page=5&pageSize=3")).toMatchObject({ rows: [], total: RATINGS.length });
  });

  it("answers no average for a clinic without reviews", async () => {
    expect(await list(empty.host)).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 10,
      averageRating: null,
    });
  });

  it("answers one visible review, and 404 for hidden, unknown and another clinic's reviews", async () => {
    const response = await detail(bare.host, ids["review-3"] as number);
    expect(response.statusCode).toBe(200);
    expect(partnerReviewSchema.parse(response.json())).toEqual({
      id: ids["review-3"],
      authorName: "김*3",
      rating: 5,
      content: "review-3",
      productName: null,
      imageUrls: [],
      createdAt: new Date(BASE_TIME + 2 * 60_000).toISOString(),
    });
    for (const [origin, id] of [
      [bare.host, ids.hidden],
      [bare.host, 2_000_000_000],
      [LUMIERE, ids["review-3"]],
      [empty.host, ids["review-1"]],
    ] as const) {
      expect((await detail(origin, id as number)).statusCode, `${origin} ${id}`).toBe(404);
    }
  });

  it("answers each demo clinic with its own reviews", async () => {
    const lumiere = await list(LUMIERE, "?pageSize=100");
    const haneul = await list(HANEUL, "?pageSize=100");
    expect(lumiere.total).toBeGreaterThan(0);
    expect(haneul.averageRating).not.toBeNull();
    const lumiereIds = new Set(lumiere.rows.map((row) => row.id));
    expect(haneul.rows.some((row) => lumiereIds.has(row.id))).toBe(false);
    for (const row of haneul.rows.slice(0, 3)) {
      expect((await detail(HANEUL, row.id)).statusCode).toBe(200);
      expect((await detail(LUMIERE, row.id)).statusCode).toBe(404);
    }
  });

  it.each([
    ["?page=0", "query.page"],
    ["?pageSize=500", "query.pageSize"],
    ["?pageSize=x", "query.pageSize"],
  ])("answers the list with %s as 400 naming %s", async (query, path) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/customer/partner-reviews${query}`,
      headers: site(LUMIERE),
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([path]);
  });

  it("answers a malformed id with 400 naming params.id", async () => {
    const response = await detail(LUMIERE, "abc");
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual(["params.id"]);
  });
});
