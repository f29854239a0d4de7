import { createTestApp, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { apiErrorSchema, errorMessages, productPageSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestCatalogue, seoulDate, type TestCatalogue } from "./test-catalogue";

describe("GET /products", () => {
  let t: TestApp;
  let shop: TestCatalogue;
  const ids = {} as Record<"lifting" | "botox" | "filler" | "draft" | "secret" | "hiddenTab", number>;
  const events = {} as Record<"current" | "ended" | "secret" | "notice" | "hidden", number>;
  const exhibitions = {} as Record<"visible" | "hidden", number>;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createTestCatalogue(t.database, "productlist");
    const face = await shop.category({ name: "얼굴", weight: 1 });
    const body = await shop.category({ name: "바디", weight: 2 });
    const secret = await shop.category({ name: "비밀", isSecret: true });
    const hidden = await shop.category({ name: "숨김", isVisible: false, weight: 3 });
    ids.lifting = await shop.product(face, {
      name: "울쎄라 리프팅",
      weight: 1,
      customBadges: ["BEST"],
      tags: ["탄력"],
      isRecommend: true,
      options: [{ price: 150_000 }, { price: 99_000, originalPrice: 198_000 }],
    });
    ids.botox = await shop.product(face, { name: "보톡스 100%_정품", weight: 2 });
    ids.filler = await shop.product(body, { name: "필러", summary: "볼륨 리프트", weight: 1 });
    ids.draft = await shop.product(body, { name: "준비 중 리프팅", isPublished: false });
    ids.secret = await shop.product(secret, { name: "시크릿 리프팅" });
    ids.hiddenTab = await shop.product(hidden, { name: "숨은 분류 시술", tags: ["100%"], weight: 3 });
    events.current = await shop.event({ endDate: seoulDate(0), weight: 1 }, [ids.filler, ids.lifting]);
    events.ended = await shop.event({ endDate: seoulDate(-1) }, [ids.botox]);
    events.secret = await shop.event({ isSecret: true }, [ids.secret, ids.lifting]);
    events.notice = await shop.event({ type: "NOTICE" }, [ids.botox]);
    events.hidden = await shop.event({ eventViewable: false }, [ids.secret]);
    exhibitions.visible = await shop.exhibition({}, [ids.botox, ids.lifting]);
    exhibitions.hidden = await shop.exhibition({ isVisible: false }, [ids.filler]);
  });
  afterAll(() => t.close());

  const page = async (query = "", origin = shop.host, path = "/products") => {
    const response = await t.app.inject({ method: "GET", url: `${path}${query}`, headers: site(origin) });
    expect(response.statusCode, response.body).toBe(200);
    return productPageSchema.parse(response.json());
  };
  const names = async (query = "") => (await page(query)).rows.map((row) => row.name);

  it("lists published, non-secret products by weight with cards priced from the cheapest option", async () => {
    const result = await page();
    expect(result).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(result.rows.map((row) => row.id)).toEqual([ids.lifting, ids.filler, ids.botox, ids.hiddenTab]);
    expect(result.rows[0]).toEqual({
      id: ids.lifting,
      name: "울쎄라 리프팅",
      summary: null,
      thumbnailUrl: null,
      categoryId: expect.any(Number),
      categoryName: "얼굴",
      customBadges: ["BEST"],
      tags: ["탄력"],
      isRecommend: true,
      price: 99_000,
      originalPrice: 198_000,
      discountRate: 50,
      // Only the listed event that has not ended: not the secret one.
      eventIds: [events.current],
    });
    const botox = result.rows.find((row) => row.id === ids.botox);
    expect(botox).toMatchObject({ price: null, originalPrice: null, discountRate: null, eventIds: [] });
  });

  it("answers the same on the v2 and compatibility paths", async () => {
    const plain = await page();
    expect(await page("", shop.host, "/v2/products")).toEqual(plain);
    expect(await page("", shop.host, "/compatibility/products")).toEqual(plain);
  });

  it("filters by category, categories, badge and recommendation", async () => {
    const [face] = (await page()).rows.map((row) => row.categoryId);
    const filler = (await page()).rows.find((row) => row.id === ids.filler);
    expect(await names(`?categoryId=${face}`)).toEqual(["울쎄라 리프팅", "보톡스 100%_정품"]);
    expect(await names(`?productCategoryIds=${filler?.categoryId},${face}`)).toEqual([
      "울쎄라 리프팅",
      "필러",
      "보톡스 100%_정품",
    ]);
    expect(await names(`?categoryId=${face}&productCategoryIds=${filler?.categoryId}`)).toEqual([]);
    expect(await names("?productCustomBadge=BEST")).toEqual(["울쎄라 리프팅"]);
    expect(await names("?productCustomBadge=NEW")).toEqual([]);
    expect(await names("?isRecommend=true")).toEqual(["울쎄라 리프팅"]);
    expect(await names("?isRecommend=false")).toEqual(["필러", "보톡스 100%_정품", "숨은 분류 시술"]);
  });

  it("filters by keyword in name, summary and tags, partial Korean words included", async () => {
    expect(await names(`?keyword=${encodeURIComponent("리프")}`)).toEqual(["울쎄라 리프팅", "필러"]);
    expect(await names(`?keyword=${encodeURIComponent(" 탄력 ")}`)).toEqual(["울쎄라 리프팅"]);
    expect(await names("?keyword=")).toHaveLength(4);
  });

  it("takes % and _ in a keyword literally", async () => {
    expect(await names(`?keyword=${encodeURIComponent("%")}`)).toEqual([
      "보톡스 100%_정품",
      "숨은 분류 시술",
    ]);
    expect(await names(`?keyword=${encodeURIComponent("0%_")}`)).toEqual(["보톡스 100%_정품"]);
    expect(await names(`?keyword=${encodeURIComponent("_")}`)).toEqual(["보톡스 100%_정품"]);
    expect(await names(`?keyword=${encodeURIComponent("보톡스%정품")}`)).toEqual([]);
    expect(await names(`?keyword=${encodeURIComponent("\\")}`)).toEqual([]);
  });

  it("filters by event in the event's order, and can leave out products of current events", async () => {
    expect(await names(`?eventId=${events.current}`)).toEqual(["필러", "울쎄라 리프팅"]);
    expect(await names(`?eventId=${events.ended}`)).toEqual(["보톡스 100%_정품"]);
    // Notices are not customer events: their products are not an event list.
    expect(await names(`?eventId=${events.notice}`)).toEqual([]);
    expect(await names("?isExcludeEvent=true")).toEqual(["보톡스 100%_정품", "숨은 분류 시술"]);
    expect(await names("?isExcludeEvent=false")).toHaveLength(4);
  });

  it("filters by visible exhibition in the exhibition's order", async () => {
    expect(await names(`?exhibitionId=${exhibitions.visible}`)).toEqual([
      "보톡스 100%_정품",
      "울쎄라 리프팅",
    ]);
    expect(await names(`?exhibitionId=${exhibitions.hidden}`)).toEqual([]);
  });

  it("lists secret products only with isSecret=true and an event that contains them", async () => {
    expect(await names(`?isSecret=true&eventId=${events.secret}`)).toEqual([
      "시크릿 리프팅",
      "울쎄라 리프팅",
    ]);
    expect(await names(`?eventId=${events.secret}`)).toEqual(["울쎄라 리프팅"]);
    expect(await names("?isSecret=true")).not.toContain("시크릿 리프팅");
    // A hidden, non-secret event cannot open secret products.
    expect(await names(`?isSecret=true&eventId=${events.hidden}`)).toEqual([]);
    expect(await names(`?isSecret=true&eventId=${events.current}`)).toEqual(["필러", "울쎄라 리프팅"]);
  });

  it("pages with totals, and past the end answers no rows with the total", async () => {
    const cat = await shop.category({ name: "페이징", weight: 9 });
    for (let i = 1; i <= 12; i++) await shop.product(cat, { name: `페이징 ${i}`, weight: 100 + i });
    const all = await page(`?categoryId=${cat}`);
    expect(all).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(all.rows.map((row) => row.name)).toEqual(Array.from({ length: 10 }, (_, i) => `페이징 ${i + 1}`));
    const second = await page(`?categoryId=${cat}&page=2`);
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(second.rows.map((row) => row.name)).toEqual(["페이징 11", "페이징 12"]);
    const small = await page(`?categoryId=${cat}&page=3&pageSize=5`);
    expect(small.rows.map((row) => row.name)).toEqual(["페이징 11", "페이징 12"]);
    expect(await page(`?categoryId=${cat}&page=9`)).toEqual({ rows: [], total: 12, page: 9, pageSize: 10 });
  });

  it("never lists another clinic's products, whatever ids are named", async () => {
    const lumiere = await page("", LUMIERE);
    const mine = new Set(Object.values(ids));
    expect(lumiere.rows.some((row) => mine.has(row.id))).toBe(false);
    expect((await page(`?eventId=${events.current}`, LUMIERE)).total).toBe(0);
    expect((await page(`?exhibitionId=${exhibitions.visible}`, LUMIERE)).total).toBe(0);
  });

  it.each([
    ["?page=0", "query.page"],
    ["?pageSize=101", "query.pageSize"],
    ["?pageSize=0", "query.pageSize"],
    ["?categoryId=-1", "query.categoryId"],
    ["?categoryId=abc", "query.categoryId"],
    ["?eventId=1.5", "query.eventId"],
    ["?exhibitionId=0", "query.exhibitionId"],
    ["?isRecommend=yes", "query.isRecommend"],
    ["?isExcludeEvent=1", "query.isExcludeEvent"],
    ["?isSecret=", "query.isSecret"],
    ["?productCategoryIds=1,,2", "query.productCategoryIds"],
    ["?productCategoryIds=a", "query.productCategoryIds"],
    [`?keyword=${"가".repeat(51)}`, "query.keyword"],
    ["?languageCode=fr", "query.languageCode"],
  ])("answers %s with 400 naming %s", async (query, path) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/products${encodeURI(query)}`,
      headers: site(shop.host),
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ status: 400, translate: errorMessages.badRequest });
    expect(body.fields?.map((field) => field.path)).toContain(path);
  });
});
