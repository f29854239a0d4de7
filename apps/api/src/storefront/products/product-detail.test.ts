import { createTestApp, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { apiErrorSchema, errorMessages, productDetailSchema, productPageSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestCatalogue, type TestCatalogue } from "./test-catalogue";

const TOKEN = "preview-token-1234";

describe("GET /products/{id}", () => {
  let t: TestApp;
  let shop: TestCatalogue;
  const ids = {} as Record<
    "open" | "draft" | "draftWithoutToken" | "secret" | "secretOutside" | "secretDraft",
    number
  >;
  const events = {} as Record<"secret" | "visible" | "hidden" | "partner", number>;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createTestCatalogue(t.database, "productdetail");
    const face = await shop.category({ name: "얼굴" });
    const secret = await shop.category({ name: "비밀", isSecret: true });
    ids.open = await shop.product(face, {
      name: "울쎄라",
      contentHtml: "<p>본문</p>",
      imageUrls: ["/media/a.png", "/media/b.png"],
      options: [
        { name: "300샷", price: 300_000, originalPrice: 400_000, weight: 2 },
        { name: "100샷", price: 120_000, weight: 1, isDefault: true },
        { name: "정가", price: 50_000, originalPrice: 50_000, weight: 3 },
      ],
    });
    ids.draft = await shop.product(face, { name: "준비 중", isPublished: false, previewToken: TOKEN });
    ids.draftWithoutToken = await shop.product(face, { name: "토큰 없음", isPublished: false });
    ids.secret = await shop.product(secret, { name: "시크릿" });
    ids.secretOutside = await shop.product(secret, { name: "이벤트 밖 시크릿" });
    ids.secretDraft = await shop.product(secret, {
      name: "시크릿 초안",
      isPublished: false,
      previewToken: TOKEN,
    });
    events.secret = await shop.event({ isSecret: true, eventViewable: false }, [ids.secret]);
    events.visible = await shop.event({}, [ids.secret, ids.open]);
    events.hidden = await shop.event({ eventViewable: false }, [ids.secret]);
    events.partner = await shop.event({ isSecret: true, target: "PARTNER" }, [ids.secret]);
  });
  afterAll(() => t.close());

  const get = (path: string, origin = shop.host) =>
    t.app.inject({ method: "GET", url: path, headers: site(origin) });
  const detail = async (path: string) => {
    const response = await get(path);
    expect(response.statusCode, response.body).toBe(200);
    return productDetailSchema.parse(response.json());
  };
  const expectNotFound = async (path: string, origin = shop.host) => {
    const response = await get(path, origin);
    expect(response.statusCode, path).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      message: "product not found",
      translate: errorMessages.notFound,
    });
  };

  it("answers a published product with its options in order and the card fields", async () => {
    const product = await detail(`/products/${ids.open}`);
    expect(product).toMatchObject({
      id: ids.open,
      name: "울쎄라",
      categoryName: "얼굴",
      contentHtml: "<p>본문</p>",
      imageUrls: ["/media/a.png", "/media/b.png"],
      isPublished: true,
      isSecret: false,
      price: 50_000,
      originalPrice: null,
      discountRate: null,
      eventIds: [events.visible],
    });
    expect(product.options).toEqual([
      expect.objectContaining({ name: "100샷", price: 120_000, originalPrice: null, discountRate: null }),
      expect.objectContaining({ name: "300샷", price: 300_000, originalPrice: 400_000, discountRate: 25 }),
      expect.objectContaining({ name: "정가", price: 50_000, originalPrice: null, discountRate: null }),
    ]);
    expect(product.options[0]?.isDefault).toBe(true);
    expect(new Date(product.updatedAt).toISOString()).toBe(product.updatedAt);
    expect(await detail(`/v2/products/${ids.open}`)).toEqual(product);
    expect(await detail(`/compatibility/products/${ids.open}`)).toEqual(product);
  });

  it("shows an unpublished product only with its preview token", async () => {
    await expectNotFound(`/products/${ids.draft}`);
    await expectNotFound(`/products/${ids.draft}?previewToken=wrong-token-123`);
    await expectNotFound(`/products/${ids.draftWithoutToken}?previewToken=${TOKEN}`);
    expect(await detail(`/products/${ids.draft}?previewToken=${TOKEN}`)).toMatchObject({
      id: ids.draft,
      isPublished: false,
    });
    // A preview shows the product as it will be, secret category or not.
    expect(await detail(`/products/${ids.secretDraft}?previewToken=${TOKEN}`)).toMatchObject({
      isSecret: true,
    });
    // Unpublished products never list, token or not.
    const list = productPageSchema.parse((await get(`/products?previewToken=${TOKEN}`)).json());
    expect(list.rows.map((row) => row.id)).toEqual([ids.open]);
  });

  it("opens a secret product only through a secret or visible event that contains it", async () => {
    await expectNotFound(`/products/${ids.secret}`);
    await expectNotFound(`/products/${ids.secret}?isSecret=true`);
    await expectNotFound(`/products/${ids.secret}?eventId=${events.secret}`);
    await expectNotFound(`/products/${ids.secret}?isSecret=false&eventId=${events.secret}`);
    await expectNotFound(`/products/${ids.secretOutside}?isSecret=true&eventId=${events.secret}`);
    await expectNotFound(`/products/${ids.secret}?isSecret=true&eventId=${events.hidden}`);
    await expectNotFound(`/products/${ids.secret}?isSecret=true&eventId=${events.partner}`);
    const opened = await detail(`/products/${ids.secret}?isSecret=true&eventId=${events.secret}`);
    expect(opened).toMatchObject({ id: ids.secret, isSecret: true, eventIds: [events.visible] });
    expect(await detail(`/v2/products/${ids.secret}?isSecret=true&eventId=${events.visible}`)).toEqual(
      opened,
    );
    // A non-secret product ignores the secret parameters.
    expect((await detail(`/products/${ids.open}?isSecret=true&eventId=${events.secret}`)).id).toBe(ids.open);
  });

  it("answers 404 for unknown ids and for the other clinic's products and events", async () => {
    await expectNotFound("/products/2147483647");
    const lumiere = productPageSchema.parse((await get("/products?pageSize=1", LUMIERE)).json()).rows[0];
    if (lumiere) await expectNotFound(`/products/${lumiere.id}`);
    await expectNotFound(`/products/${ids.open}`, LUMIERE);
    await expectNotFound(`/products/${ids.secret}?isSecret=true&eventId=${events.secret}`, LUMIERE);
  });

  it.each([
    ["/products/abc", "params.id"],
    ["/products/0", "params.id"],
    ["/products/-1", "params.id"],
    ["/products/1.5", "params.id"],
    ["/products/2147483648", "params.id"],
    ["/v2/products/x", "params.id"],
    ["/products/1?eventId=abc", "query.eventId"],
    ["/products/1?isSecret=yes", "query.isSecret"],
    ["/products/1?previewToken=short", "query.previewToken"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ status: 400, translate: errorMessages.badRequest });
    expect(body.fields?.map((field) => field.path)).toContain(path);
  });
});
