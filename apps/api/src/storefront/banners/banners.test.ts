import { insertBarePartner } from "@api/testing/fixtures";
import { createTestApp, HANEUL, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import { apiErrorSchema, bannerListSchema, errorMessages } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("GET /banners", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const banners = async (origin: string, query = "") => {
    const response = await t.app.inject({ method: "GET", url: `/banners${query}`, headers: site(origin) });
    expect(response.statusCode).toBe(200);
    return bannerListSchema.parse(response.json()).rows;
  };

  it("answers each clinic's own banners", async () => {
    const lumiere = await banners(LUMIERE, "?bannerLocation=MAIN_TOP");
    const haneul = await banners(HANEUL, "?bannerLocation=MAIN_TOP");
    expect(lumiere.length).toBeGreaterThan(0);
    expect(haneul.length).toBeGreaterThan(0);
    const lumiereIds = new Set(lumiere.map((banner) => banner.id));
    expect(haneul.some((banner) => lumiereIds.has(banner.id))).toBe(false);
    expect(lumiere.map((banner) => banner.title)).not.toEqual(haneul.map((banner) => banner.title));
  });

  it("answers visible banners by weight, of one location when asked", async () => {
    const bare = await insertBarePartner(t.database, "bannertest");
    const banner = (bannerLocation: string, title: string, weight: number, isVisible = true) => ({
      partnerId: bare.id,
      bannerLocation,
      title,
      weight,
      isVisible,
      pcImageUrl: `/media/${title}.svg`,
    });
    await t.database.db
      .insert(schema.banners)
      .values([
        banner("MAIN_TOP", "b", 2),
        banner("MAIN_TOP", "a", 1),
        banner("MAIN_TOP", "hidden", 0, false),
        banner("EVENT_LIST", "event", 0),
      ]);
    expect((await banners(bare.host)).map((row) => row.title)).toEqual(["event", "a", "b"]);
    expect((await banners(bare.host, "?bannerLocation=MAIN_TOP")).map((row) => row.title)).toEqual([
      "a",
      "b",
    ]);
    expect(await banners(bare.host, "?bannerLocation=PRODUCT_LIST")).toEqual([]);
  });

  it.each([
    "?bannerLocation=NOPE",
    "?bannerLocation=main_top",
    "?bannerLocation=",
    "?bannerLocation=MAIN_TOP&bannerLocation=EVENT_LIST",
  ])("answers %s with 400 naming query.bannerLocation", async (query) => {
    const response = await t.app.inject({ method: "GET", url: `/banners${query}`, headers: site(LUMIERE) });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ status: 400, translate: errorMessages.badRequest });
    expect(body.fields?.map((field) => field.path)).toEqual(["query.bannerLocation"]);
  });
});
