import { createTestCatalogue, type TestCatalogue } from "@api/storefront/products/test-catalogue";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  errorMessages,
  exhibitionDetailSchema,
  exhibitionPageSchema,
  exhibitionProductsSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

describe("exhibitions", () => {
  const t = useTestApp();
  let shop: TestCatalogue;
  const ids = {} as Record<"a" | "b" | "secret" | "draft" | "loose", number>;
  const exhibitions = {} as Record<"spring" | "summer" | "hidden", number>;

  beforeAll(async () => {
    shop = await createTestCatalogue(t.database, "exhibitions");
    const face = await shop.category({ name: "얼굴" });
    const secret = await shop.category({ name: "비밀", isSecret: true });
    ids.a = await shop.product(face, { name: "A", weight: 1 });
    ids.b = await shop.product(face, { name: "B", weight: 2 });
    ids.loose = await shop.product(face, { name: "기획전 없음", weight: 3 });
    ids.secret = await shop.product(secret, { name: "시크릿" });
    ids.draft = await shop.product(face, { name: "초안", isPublished: false });
    exhibitions.summer = await shop.exhibition(
      {
        title: "여름 기획전",
        weight: 2,
        startDate: "2025-06-01",
        endDate: "2025-08-31",
        bannerImageUrl: "/media/x.png",
        contentHtml: "<p>여름</p>",
      },
      [ids.b, ids.a, ids.draft],
    );
    exhibitions.spring = await shop.exhibition({ title: "봄 기획전", weight: 1 }, [ids.secret, ids.b]);
    exhibitions.hidden = await shop.exhibition({ title: "숨김", isVisible: false }, [ids.a]);
  });

  const get = (url: string, origin = shop.host) =>
    t.app.inject({ method: "GET", url, headers: site(origin) });
  const ok = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("lists visible exhibitions by weight with listed-product counts, paged", async () => {
    const page = exhibitionPageSchema.parse(await ok("/customer/exhibitions"));
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(page.rows.map((row) => [row.title, row.productCount])).toEqual([
      ["봄 기획전", 1],
      ["여름 기획전", 2],
    ]);
    expect(page.rows[1]).toMatchObject({ startDate: "2025-06-01", endDate: "2025-08-31" });
    const second = exhibitionPageSchema.parse(await ok("/customer/exhibitions?page=2&pageSize=1"));
    expect(second.rows.map((row) => row.title)).toEqual(["여름 기획전"]);
    expect(await ok("/customer/exhibitions?page=3&pageSize=1")).toEqual({
      rows: [],
      total: 2,
      page: 3,
      pageSize: 1,
    });
  });

  it("answers one visible exhibition with its listed products in its order", async () => {
    const detail = exhibitionDetailSchema.parse(await ok(`/customer/exhibitions/${exhibitions.summer}`));
    expect(detail).toMatchObject({
      title: "여름 기획전",
      contentHtml: "<p>여름</p>",
      bannerImageUrl: "/media/x.png",
    });
    expect(detail.products.map((product) => product.name)).toEqual(["B", "A"]);
    const spring = exhibitionDetailSchema.parse(await ok(`/customer/exhibitions/${exhibitions.spring}`));
    expect(spring.products.map((product) => product.name)).toEqual(["B"]);
  });

  it("pages exhibition products, of one exhibition or of all visible ones", async () => {
    const one = exhibitionProductsSchema.parse(
      await ok(`/customer/v2/exhibition-products?exhibitionId=${exhibitions.summer}`),
    );
    expect(one).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(one.rows.map((row) => row.name)).toEqual(["B", "A"]);
    const all = exhibitionProductsSchema.parse(await ok("/customer/v2/exhibition-products"));
    expect(all.rows.map((row) => row.name)).toEqual(["A", "B"]);
    const paged = exhibitionProductsSchema.parse(
      await ok("/customer/v2/exhibition-products?pageSize=1&page=2"),
    );
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.rows.map((row) => row.name)).toEqual(["B"]);
  });

  it("answers 404 for hidden, unknown and the other clinic's exhibitions", async () => {
    for (const id of [exhibitions.hidden, 2_147_483_647]) {
      const response = await get(`/customer/exhibitions/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, translate: errorMessages.notFound });
      expect((await get(`/customer/v2/exhibition-products?exhibitionId=${id}`)).statusCode).toBe(404);
    }
    expect((await get(`/customer/exhibitions/${exhibitions.summer}`, LUMIERE)).statusCode).toBe(404);
    const response = await get(
      `/customer/v2/exhibition-products?exhibitionId=${exhibitions.summer}`,
      LUMIERE,
    );
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ["/customer/exhibitions?page=0", "query.page"],
    ["/customer/exhibitions?pageSize=101", "query.pageSize"],
    ["/customer/exhibitions/abc", "params.id"],
    ["/customer/exhibitions/0", "params.id"],
    ["/customer/v2/exhibition-products?exhibitionId=abc", "query.exhibitionId"],
    ["/customer/v2/exhibition-products?exhibitionId=-1", "query.exhibitionId"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(path);
  });
});
