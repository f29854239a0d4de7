import { insertBarePartner } from "@api/testing/fixtures";
import { createTestApp, HANEUL, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import { apiErrorSchema, pageContentSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("GET /page", () => {
  let t: TestApp;
  let bare: { id: number; host: string };
  const updatedAt = new Date("2025-04-01T03:00:00Z");

  beforeAll(async () => {
    t = await createTestApp();
    bare = await insertBarePartner(t.database, "pagetest");
    await t.database.db.insert(schema.pages).values({
      partnerId: bare.id,
      pageKey: "INTRODUCE",
      title: "병원 소개",
      contentHtml: '<h2>인사말</h2><p onclick="x()">반갑습니다<script>alert(1)</script></p>',
      updatedAt,
    });
  });
  afterAll(() => t.close());

  const page = (origin: string, query: string) =>
    t.app.inject({ method: "GET", url: `/page${query}`, headers: site(origin) });

  it("answers the clinic's page of that key, sanitised", async () => {
    const response = await page(bare.host, "?pageKey=INTRODUCE");
    expect(response.statusCode).toBe(200);
    expect(pageContentSchema.parse(response.json())).toEqual({
      pageKey: "INTRODUCE",
      title: "병원 소개",
      contentHtml: "<h2>인사말</h2><p>반갑습니다</p>",
      updatedAt: updatedAt.toISOString(),
    });
  });

  it("answers 404 for a key the clinic has no page for", async () => {
    const response = await page(bare.host, "?pageKey=INFO");
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).status).toBe(404);
  });

  it("answers each demo clinic with its own page, never the other clinic's", async () => {
    const bodies = [];
    for (const origin of [LUMIERE, HANEUL]) {
      const response = await page(origin, "?pageKey=INTRODUCE");
      expect(response.statusCode).toBe(200);
      bodies.push(pageContentSchema.parse(response.json()));
    }
    expect(bodies.some((body) => body.title === "병원 소개")).toBe(false);
    expect(bodies[0]?.contentHtml).not.toBe(bodies[1]?.contentHtml);
  });

  it.each(["", "?pageKey=nope", "?pageKey=introduce", "?pageKey="])(
    "answers %s with 400 naming query.pageKey",
    async (query) => {
      const response = await page(LUMIERE, query);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([
        "query.pageKey",
      ]);
    },
  );
});
