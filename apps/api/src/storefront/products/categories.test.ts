import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  productCategoryListSchema,
  productCategorySchema,
  recommendedProductListSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestCatalogue, type TestCatalogue } from "./test-catalogue";

describe("product categories and recommended products", () => {
  const t = useTestApp();
  let shop: TestCatalogue;
  const categories = {} as Record<"body" | "lifting" | "secret" | "hidden", number>;

  beforeAll(async () => {
    shop = await createTestCatalogue(t.database, "categories");
    categories.body = await shop.category({ name: "바디 라인", weight: 2, description: "몸매 관리" });
    categories.lifting = await shop.category({ name: "리프팅", weight: 1 });
    categories.secret = await shop.category({ name: "시크릿 리프팅", isSecret: true });
    categories.hidden = await shop.category({ name: "숨김 리프팅", isVisible: false });
    await shop.product(categories.lifting, { name: "울쎄라", isRecommend: true, recommendWeight: 2 });
    await shop.product(categories.lifting, {
      name: "써마지",
      isRecommend: true,
      recommendWeight: 1,
      weight: 5,
    });
    await shop.product(categories.lifting, { name: "초안", isPublished: false, isRecommend: true });
    await shop.product(categories.body, { name: "바디 보톡스" });
    await shop.product(categories.secret, { name: "시크릿", isRecommend: true });
  });

  const get = (url: string, origin = shop.host) =>
    t.app.inject({ method: "GET", url, headers: site(origin) });
  const list = async (query = "", path = "/product-categories") => {
    const response = await get(`${path}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return productCategoryListSchema.parse(response.json()).rows;
  };

  it("lists visible, non-secret categories by weight with published product counts", async () => {
    expect(await list()).toEqual([
      { id: categories.lifting, name: "리프팅", description: null, isSecret: false, productCount: 2 },
      { id: categories.body, name: "바디 라인", description: "몸매 관리", isSecret: false, productCount: 1 },
    ]);
    expect(await list("", "/v2/product-categories")).toEqual(await list());
    expect(await list("", "/compatibility/product-categories")).toEqual(await list());
  });

  it("filters by exact or partial name and never lists secret categories", async () => {
    expect((await list(`?productCategoryName=${encodeURIComponent("리프")}`)).map((c) => c.name)).toEqual([
      "리프팅",
    ]);
    expect((await list(`?productCategoryName=${encodeURIComponent("바디 라인")}`)).map((c) => c.id)).toEqual([
      categories.body,
    ]);
    expect(await list(`?productCategoryName=${encodeURIComponent("%")}`)).toEqual([]);
    expect(await list("?isSecret=true")).toEqual([]);
    expect(await list("?isSecret=false")).toEqual(await list());
  });

  it("answers one visible category and 404 for secret, hidden, unknown or other clinics' ones", async () => {
    for (const path of ["/v2/product-categories", "/compatibility/product-categories"]) {
      const response = await get(`${path}/${categories.body}`);
      expect(response.statusCode).toBe(200);
      expect(productCategorySchema.parse(response.json())).toMatchObject({
        name: "바디 라인",
        productCount: 1,
      });
      for (const id of [categories.secret, categories.hidden, 2_147_483_647]) {
        expect((await get(`${path}/${id}`)).statusCode).toBe(404);
      }
      expect((await get(`${path}/${categories.body}`, LUMIERE)).statusCode).toBe(404);
    }
    const lumiere = productCategoryListSchema.parse((await get("/product-categories", LUMIERE)).json()).rows;
    for (const category of lumiere) {
      expect((await get(`/v2/product-categories/${category.id}`)).statusCode).toBe(404);
    }
  });

  it.each([
    ["/product-categories?isSecret=yes", "query.isSecret"],
    ["/product-categories?productCategoryName=", "query.productCategoryName"],
    [`/product-categories?productCategoryName=${"가".repeat(51)}`, "query.productCategoryName"],
    ["/v2/product-categories/abc", "params.id"],
    ["/compatibility/product-categories/0", "params.id"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await get(encodeURI(url));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(path);
  });

  it("recommends published, non-secret products by recommendation weight", async () => {
    const response = await get("/recommended-products");
    expect(response.statusCode).toBe(200);
    const rows = recommendedProductListSchema.parse(response.json()).rows;
    expect(rows.map((row) => row.name)).toEqual(["써마지", "울쎄라"]);
    expect(rows.every((row) => row.isRecommend)).toBe(true);
  });
});
