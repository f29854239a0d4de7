import { insertBarePartner } from "@api/testing/fixtures";
import { createTestApp, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import { afterNoticeListSchema, afterNoticeSchema, apiErrorSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("after-notice routes", () => {
  let t: TestApp;
  let host: string;
  /** Ids by title: c1 (weight 2), c2 (weight 1), c3 (weight 3, a script), hidden; lumiere is the demo clinic's. */
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const bare = await insertBarePartner(t.database, "aftertest");
    host = bare.host;
    const rows = await t.database.db
      .insert(schema.afterNotices)
      .values([
        { partnerId: bare.id, title: "c1", contentHtml: "<p>냉찜질</p>", weight: 2 },
        { partnerId: bare.id, title: "c2", weight: 1, updatedAt: new Date("2025-04-01T09:00:00Z") },
        { partnerId: bare.id, title: "c3", contentHtml: "<p>세안<script>alert(1)</script></p>", weight: 3 },
        { partnerId: bare.id, title: "hidden", weight: 0, isVisible: false },
        { partnerId: t.partnerIds.lumiere, title: "lumiere", weight: -1 },
      ])
      .returning();
    ids = Object.fromEntries(rows.map((row) => [row.title, row.id]));
  });
  afterAll(() => t.close());

  const get = (url: string, origin = host) => t.app.inject({ method: "GET", url, headers: site(origin) });
  const titles = async (query: string) => {
    const response = await get(`/customer/after-notices${query}`);
    expect(response.statusCode, query).toBe(200);
    return afterNoticeListSchema.parse(response.json()).rows.map((row) => row.title);
  };

  it("lists every visible after-notice by weight without ids", async () => {
    expect(await titles("")).toEqual(["c2", "c1", "c3"]);
  });

  it("answers the named notices in the order of the ids, each once, skipping the others", async () => {
    expect(await titles(`?ids=${ids.c3},${ids.c1}`)).toEqual(["c3", "c1"]);
    const named = [ids.c1, ids.hidden, 2_000_000_000, ids.lumiere, ids.c3, ids.c1, ids.c2].join(",");
    expect(await titles(`?ids=${named}`)).toEqual(["c1", "c3", "c2"]);
    expect(await titles(`?ids=${ids.hidden},${ids.lumiere}`)).toEqual([]);
  });

  it("answers one visible notice, sanitised", async () => {
    const response = await get(`/customer/after-notices/${ids.c2}`);
    expect(response.statusCode).toBe(200);
    expect(afterNoticeSchema.parse(response.json())).toEqual({
      id: ids.c2,
      title: "c2",
      contentHtml: "",
      updatedAt: "2025-04-01T09:00:00.000Z",
    });
    const scripted = afterNoticeSchema.parse((await get(`/customer/after-notices/${ids.c3}`)).json());
    expect(scripted.contentHtml).toContain("세안");
    expect(scripted.contentHtml).not.toContain("script");
  });

  it("answers 404 for a hidden, unknown or another clinic's notice", async () => {
    for (const [origin, id] of [
      [host, ids.hidden],
      [host, 2_000_000_000],
      [host, ids.lumiere],
      [LUMIERE, ids.c1],
    ] as const) {
      const response = await get(`/customer/after-notices/${id}`, origin);
      expect(response.statusCode, `${origin} ${id}`).toBe(404);
      expect(apiErrorSchema.parse(response.json()).status).toBe(404);
    }
    expect((await get(`/customer/after-notices/${ids.lumiere}`, LUMIERE)).statusCode).toBe(200);
  });

  it.each([
    ["/customer/after-notices?ids=", "query.ids"],
    ["/customer/after-notices?ids=abc", "query.ids"],
    ["/customer/after-notices?ids=1,,2", "query.ids"],
    ["/customer/after-notices?ids=1,-2", "query.ids"],
    ["/customer/after-notices?ids=0", "query.ids.0"],
    ["/customer/after-notices?ids=3,4294967295", "query.ids.1"],
    ["/customer/after-notices?ids=99999999999", "query.ids"],
    [
      `/customer/after-notices?ids=${Array.from({ length: 51 }, (_, index) => index + 1).join(",")}`,
      "query.ids",
    ],
    ["/customer/after-notices/abc", "params.id"],
    ["/customer/after-notices/0", "params.id"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await get(url, LUMIERE);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([path]);
  });
});
