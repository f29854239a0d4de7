import { createTestCatalogue, seoulDate, type TestCatalogue } from "@api/storefront/products/test-catalogue";
import { createTestApp, HANEUL, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import { apiErrorSchema, SEARCH_GROUP_LIMIT, searchResultSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_EXCERPT_LENGTH } from "./service";

describe("GET /search", () => {
  let t: TestApp;
  let shop: TestCatalogue;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createTestCatalogue(t.database, "search");
    const face = await shop.category({ name: "얼굴" });
    const secret = await shop.category({ name: "비밀", isSecret: true });
    const bulk = await shop.category({ name: "대량" });
    await shop.product(face, { name: "울쎄라 리프팅", weight: 1 });
    await shop.product(face, { name: "써마지", summary: "리프팅 효과", weight: 2 });
    await shop.product(face, { name: "초안 리프팅", isPublished: false });
    await shop.product(secret, { name: "시크릿 리프팅" });
    for (let i = 1; i <= SEARCH_GROUP_LIMIT + 1; i++) {
      await shop.product(bulk, { name: `다량 시술 ${i}`, weight: 10 + i });
    }
    await shop.event({ title: "리프팅 이벤트" });
    await shop.event({ title: "지난 리프팅 이벤트", endDate: seoulDate(-1) });
    await shop.event({ title: "비밀 리프팅 이벤트", isSecret: true });
    await shop.event({ title: "리프팅 공지", type: "NOTICE" });
    await shop.run(async (tx) => {
      const types = await tx
        .insert(schema.boardTypes)
        .values([
          { partnerId: shop.partnerId, name: "칼럼" },
          { partnerId: shop.partnerId, name: "고객센터", area: "CSCENTER" },
          { partnerId: shop.partnerId, name: "숨김", isVisible: false },
        ])
        .returning({ id: schema.boardTypes.id });
      const [column, cscenter, hidden] = types.map((type) => type.id);
      const post = (boardTypeId: number | undefined, title: string, contentHtml: string, extra = {}) => ({
        partnerId: shop.partnerId,
        boardTypeId: boardTypeId ?? 0,
        title,
        contentHtml,
        ...extra,
      });
      await tx.insert(schema.boards).values([
        post(column, "탄력 관리 칼럼", `<p>리프팅 <strong>관리</strong> 방법</p><p>${"가".repeat(200)}</p>`, {
          createdAt: new Date("2025-01-01T00:00:00Z"),
        }),
        post(column, "리프팅 Q&A", "<p>답변</p>", { createdAt: new Date("2025-02-01T00:00:00Z") }),
        post(column, "비공개 리프팅", "<p>x</p>", { isVisible: false }),
        post(cscenter, "고객센터 리프팅", "<p>x</p>"),
        post(hidden, "숨은 게시판 리프팅", "<p>x</p>"),
      ]);
    });
  });
  afterAll(() => t.close());

  const search = async (keyword: string | null, origin = shop.host) => {
    const query = keyword === null ? "" : `?keyword=${encodeURIComponent(keyword)}`;
    const response = await t.app.inject({ method: "GET", url: `/search${query}`, headers: site(origin) });
    expect(response.statusCode, response.body).toBe(200);
    return searchResultSchema.parse(response.json());
  };

  it("finds products, listed events and board posts by a partial Korean word", async () => {
    const result = await search("리프");
    expect(result.keyword).toBe("리프");
    expect(result.products).toMatchObject({ total: 2 });
    expect(result.products.rows.map((row) => row.name)).toEqual(["울쎄라 리프팅", "써마지"]);
    expect(result.events.total).toBe(1);
    expect(result.events.rows.map((row) => row.title)).toEqual(["리프팅 이벤트"]);
    expect(result.contents.total).toBe(2);
    expect(result.contents.rows.map((row) => row.title)).toEqual(["리프팅 Q&A", "탄력 관리 칼럼"]);
  });

  it("answers a plain-text excerpt of each post", async () => {
    const [column] = (await search("탄력 관리")).contents.rows;
    expect(column?.excerpt.startsWith("리프팅 관리 방법 가가")).toBe(true);
    expect(Array.from(column?.excerpt ?? "")).toHaveLength(SEARCH_EXCERPT_LENGTH);
    expect(column?.excerpt).not.toContain("<");
    // Markup is not content: a tag name finds nothing.
    expect((await search("strong")).contents.total).toBe(0);
  });

  it(`answers totals with the first ${SEARCH_GROUP_LIMIT} rows of a group`, async () => {
    const result = await search("다량");
    expect(result.products.total).toBe(SEARCH_GROUP_LIMIT + 1);
    expect(result.products.rows).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(result.products.rows[0]?.name).toBe("다량 시술 1");
  });

  it("matches everything shown for an empty or missing keyword", async () => {
    for (const keyword of ["", "  ", null]) {
      const result = await search(keyword);
      expect(result.keyword).toBe("");
      expect(result.products.total).toBe(SEARCH_GROUP_LIMIT + 3);
      expect(result.events.total).toBe(1);
      expect(result.contents.total).toBe(2);
    }
  });

  it("takes wildcard characters literally and keeps clinics apart", async () => {
    for (const keyword of ["%", "_", "리프%"]) {
      const result = await search(keyword);
      expect([result.products.total, result.events.total, result.contents.total]).toEqual([0, 0, 0]);
    }
    expect((await search("Q&A")).contents.total).toBe(1);
    const lumiere = await search("다량", LUMIERE);
    expect(lumiere.products.rows.some((row) => row.name.startsWith("다량 시술"))).toBe(false);
    expect((await search("", HANEUL)).contents.rows.some((row) => row.title === "리프팅 Q&A")).toBe(false);
  });

  it("answers a keyword over 50 characters with 400 naming query.keyword", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/search?keyword=${encodeURIComponent("리".repeat(51))}`,
      headers: site(shop.host),
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([
      "query.keyword",
    ]);
  });

  it("finds treatments and events by their translation on a foreign page, answered in that language (issue 29)", async () => {
    const search = async (keyword: string, language?: string) =>
      searchResultSchema.parse(
        (
          await t.app.inject({
            url: `/search?keyword=${encodeURIComponent(keyword)}${language ? `&languageCode=${language}` : ""}`,
            headers: site(LUMIERE),
          })
        ).json(),
      );
    const english = await search("Ulthera", "en");
    expect(english.products.rows.map((row) => row.name)).toContain("Ulthera Lifting");
    expect(english.products.rows.every((row) => row.translated?.includes("name"))).toBe(true);
    const japanese = await search("ウルセラ", "ja");
    expect(japanese.products.total).toBeGreaterThan(0);
    expect(japanese.products.rows[0]?.name).toMatch(/ウルセラ/);
    // Korean pages search the Korean texts only, and a Korean word still works on a foreign page.
    expect((await search("Ulthera")).products.total).toBe(0);
    expect((await search("울쎄라", "en")).products.total).toBeGreaterThan(0);
    const refused = await t.app.inject({ url: "/search?keyword=x&languageCode=fr", headers: site(LUMIERE) });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).status).toBe(400);
  });
});
