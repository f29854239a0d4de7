import { createTestCatalogue, type TestCatalogue } from "@api/storefront/products/test-catalogue";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import { apiErrorSchema, brandingSchema, errorMessages } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

const TOKEN = "branding-preview-0001";

describe("GET /customer/brandings/{id}", () => {
  const t = useTestApp();
  let shop: TestCatalogue;
  const brandings = {} as Record<"story" | "draft" | "draftWithoutToken" | "secret" | "plain", number>;

  beforeAll(async () => {
    shop = await createTestCatalogue(t.database, "brandings");
    const face = await shop.category({ name: "얼굴" });
    const secret = await shop.category({ name: "비밀", isSecret: true });
    await shop.product(face, { name: "A", weight: 1 });
    await shop.product(face, { name: "B", weight: 2 });
    await shop.product(face, { name: "초안", isPublished: false });
    await shop.product(secret, { name: "시크릿" });
    brandings.story = await shop.branding({
      title: "루미에르 리프팅",
      subtitle: "탄력의 시작",
      contentHtml: "<p>이야기</p>",
      heroImageUrl: "/media/hero.png",
      categoryId: face,
    });
    brandings.draft = await shop.branding({ title: "준비 중", isPublished: false, previewToken: TOKEN });
    brandings.draftWithoutToken = await shop.branding({ title: "토큰 없음", isPublished: false });
    brandings.secret = await shop.branding({ title: "비밀 분류", categoryId: secret });
    brandings.plain = await shop.branding({ title: "분류 없음" });
  });

  const get = (url: string, origin = shop.host) =>
    t.app.inject({ method: "GET", url, headers: site(origin) });
  const branding = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return brandingSchema.parse(response.json());
  };
  const expectNotFound = async (url: string, origin = shop.host) => {
    const response = await get(url, origin);
    expect(response.statusCode, url).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      message: "branding not found",
      translate: errorMessages.notFound,
    });
  };

  it("answers a published branding with its category's listed products", async () => {
    const story = await branding(`/customer/brandings/${brandings.story}`);
    expect(story).toMatchObject({
      id: brandings.story,
      title: "루미에르 리프팅",
      subtitle: "탄력의 시작",
      contentHtml: "<p>이야기</p>",
      heroImageUrl: "/media/hero.png",
      isPublished: true,
    });
    expect(story.products.map((product) => product.name)).toEqual(["A", "B"]);
    expect((await branding(`/customer/brandings/${brandings.secret}`)).products).toEqual([]);
    expect((await branding(`/customer/brandings/${brandings.plain}`)).products).toEqual([]);
  });

  it("shows an unpublished branding only with its preview token", async () => {
    await expectNotFound(`/customer/brandings/${brandings.draft}`);
    await expectNotFound(`/customer/brandings/${brandings.draft}?previewToken=not-the-token`);
    await expectNotFound(`/customer/brandings/${brandings.draftWithoutToken}?previewToken=${TOKEN}`);
    expect(await branding(`/customer/brandings/${brandings.draft}?previewToken=${TOKEN}`)).toMatchObject({
      title: "준비 중",
      isPublished: false,
    });
    // A token is only needed for unpublished pages; a published one ignores it.
    expect((await branding(`/customer/brandings/${brandings.story}?previewToken=${TOKEN}`)).id).toBe(
      brandings.story,
    );
  });

  it("answers 404 for unknown ids and the other clinic's brandings", async () => {
    await expectNotFound("/customer/brandings/2147483647");
    await expectNotFound(`/customer/brandings/${brandings.story}`, LUMIERE);
    await expectNotFound(`/customer/brandings/${brandings.draft}?previewToken=${TOKEN}`, LUMIERE);
  });

  it.each([
    ["/customer/brandings/abc", "params.id"],
    ["/customer/brandings/0", "params.id"],
    ["/customer/brandings/1?previewToken=short", "query.previewToken"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(path);
  });
});
