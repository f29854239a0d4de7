import { randomUUID } from "node:crypto";
import { createTestCatalogue, type TestCatalogue } from "@api/storefront/products/test-catalogue";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import {
  apiErrorSchema,
  errorMessages,
  MAX_RECENT_PRODUCTS,
  productPageSchema,
  recentProductListSchema,
  VISITOR_ID_HEADER,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

describe("recent products", () => {
  const t = useTestApp();
  let shop: TestCatalogue;
  const ids = {} as Record<"a" | "b" | "draft" | "secret", number>;
  let face = 0;
  const many: number[] = [];

  beforeAll(async () => {
    shop = await createTestCatalogue(t.database, "recent");
    face = await shop.category({ name: "얼굴" });
    const secret = await shop.category({ name: "비밀", isSecret: true });
    ids.a = await shop.product(face, { name: "A", options: [{ price: 10_000 }] });
    ids.b = await shop.product(face, { name: "B" });
    ids.draft = await shop.product(face, { name: "초안", isPublished: false });
    ids.secret = await shop.product(secret, { name: "시크릿" });
    for (let i = 0; i < MAX_RECENT_PRODUCTS + 2; i++) many.push(await shop.product(face, { name: `N${i}` }));
  });

  const call = (method: "GET" | "POST" | "DELETE", url: string, visitor: string | null, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...site(shop.host), ...(visitor === null ? {} : { [VISITOR_ID_HEADER]: visitor }) },
      ...(body ? { payload: body } : {}),
    });
  const rowsOf = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    return recentProductListSchema.parse(response.json()).rows.map((row) => row.product.name);
  };
  const view = (visitor: string, productId: number) =>
    call("POST", "/recent-products", visitor, { productId });

  it("records views newest first per visitor and answers the updated list", async () => {
    const visitor = randomUUID();
    expect(await rowsOf(await call("GET", "/recent-products", visitor))).toEqual([]);
    expect(await rowsOf(await view(visitor, ids.a))).toEqual(["A"]);
    expect(await rowsOf(await view(visitor, ids.b))).toEqual(["B", "A"]);
    // Viewing again moves it to the front instead of repeating it.
    expect(await rowsOf(await view(visitor, ids.a))).toEqual(["A", "B"]);
    const response = await call("GET", "/recent-products", visitor.toUpperCase());
    expect(await rowsOf(response)).toEqual(["A", "B"]);
    const [first] = recentProductListSchema.parse(response.json()).rows;
    expect(first?.product).toMatchObject({ id: ids.a, price: 10_000 });
    expect(new Date(first?.viewedAt ?? "").toISOString()).toBe(first?.viewedAt);
    // Another visitor, and the other clinic with the same visitor id, see nothing of it.
    expect(await rowsOf(await call("GET", "/recent-products", randomUUID()))).toEqual([]);
    const lumiere = await t.app.inject({
      method: "GET",
      url: "/recent-products",
      headers: { ...site(LUMIERE), [VISITOR_ID_HEADER]: visitor },
    });
    expect(await rowsOf(lumiere)).toEqual([]);
  });

  it(`keeps the newest ${MAX_RECENT_PRODUCTS} only`, async () => {
    const visitor = randomUUID();
    for (const id of many) await view(visitor, id);
    const rows = await rowsOf(await call("GET", "/recent-products", visitor));
    expect(rows).toHaveLength(MAX_RECENT_PRODUCTS);
    expect(rows[0]).toBe(`N${MAX_RECENT_PRODUCTS + 1}`);
    expect(rows).not.toContain("N0");
  });

  it("deletes one product or all of them", async () => {
    const visitor = randomUUID();
    await view(visitor, ids.a);
    await view(visitor, ids.b);
    expect(await rowsOf(await call("DELETE", `/recent-products/${ids.a}`, visitor))).toEqual(["B"]);
    // Deleting again is harmless.
    expect(await rowsOf(await call("DELETE", `/recent-products/${ids.a}`, visitor))).toEqual(["B"]);
    expect(await rowsOf(await call("DELETE", "/recent-products/total", visitor))).toEqual([]);
    expect(await rowsOf(await call("GET", "/recent-products", visitor))).toEqual([]);
  });

  it("drops products that stop being shown", async () => {
    const visitor = randomUUID();
    const later = await shop.product(face, { name: "곧 비공개" });
    await view(visitor, later);
    await view(visitor, ids.a);
    await shop.run((tx) =>
      tx.update(schema.products).set({ isPublished: false }).where(eq(schema.products.id, later)),
    );
    expect(await rowsOf(await call("GET", "/recent-products", visitor))).toEqual(["A"]);
  });

  it("answers 404 for products the storefront does not show or another clinic's", async () => {
    const visitor = randomUUID();
    const lumiere = productPageSchema.parse(
      (await t.app.inject({ method: "GET", url: "/products", headers: site(LUMIERE) })).json(),
    ).rows[0];
    for (const id of [ids.draft, ids.secret, 2_147_483_647, ...(lumiere ? [lumiere.id] : [])]) {
      const response = await view(visitor, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, translate: errorMessages.notFound });
    }
    expect((await call("DELETE", "/recent-products/2147483647", visitor)).statusCode).toBe(404);
    if (lumiere)
      expect((await call("DELETE", `/recent-products/${lumiere.id}`, visitor)).statusCode).toBe(404);
    expect(await rowsOf(await call("GET", "/recent-products", visitor))).toEqual([]);
  });

  it("answers the names in the asked language where the clinic translated them (issue 29)", async () => {
    const visitor = randomUUID();
    const inLumiere = (method: "GET" | "POST" | "DELETE", url: string, body?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...site(LUMIERE), [VISITOR_ID_HEADER]: visitor },
        ...(body ? { payload: body } : {}),
      });
    // The demo's treatments are translated into English (a new one is not).
    const english = productPageSchema
      .parse((await inLumiere("GET", "/products?pageSize=100&languageCode=en")).json())
      .rows.filter((row) => row.translated?.includes("name"));
    const [first, second] = english;
    if (!first || !second) throw new Error("the demo has no two translated treatments");
    const korean = productPageSchema
      .parse((await inLumiere("GET", "/products?pageSize=100")).json())
      .rows.find((row) => row.id === first.id);
    expect(korean?.name).not.toBe(first.name);

    const namesOf = async (response: Awaited<ReturnType<typeof inLumiere>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return recentProductListSchema.parse(response.json()).rows.map((row) => row.product);
    };
    const recorded = await namesOf(
      await inLumiere("POST", "/recent-products?languageCode=en", { productId: first.id }),
    );
    expect(recorded.map((product) => product.name)).toEqual([first.name]);
    expect(recorded[0]?.translated).toEqual(expect.arrayContaining(["name", "categoryName"]));
    await inLumiere("POST", "/recent-products", { productId: second.id });
    const listed = await namesOf(await inLumiere("GET", "/recent-products?languageCode=en"));
    expect(listed.map((product) => product.name)).toEqual([second.name, first.name]);
    // Without a language (or in Korean) the names are the clinic's Korean ones, unmarked.
    const plain = await namesOf(await inLumiere("GET", "/recent-products"));
    expect(plain[1]).toMatchObject({ name: korean?.name });
    expect(plain[1]?.translated).toBeUndefined();
    expect((await namesOf(await inLumiere("GET", "/recent-products?languageCode=ko")))[1]?.name).toBe(
      korean?.name,
    );
    const removed = await namesOf(await inLumiere("DELETE", `/recent-products/${second.id}?languageCode=en`));
    expect(removed.map((product) => product.name)).toEqual([first.name]);
    expect((await inLumiere("GET", "/recent-products?languageCode=fr")).statusCode).toBe(400);
  });

  it.each([
    ["GET", "/recent-products", null, undefined, "headers.x-visitor-id"],
    ["GET", "/recent-products", "not-a-uuid", undefined, "headers.x-visitor-id"],
    ["DELETE", "/recent-products/total", "", undefined, "headers.x-visitor-id"],
    ["POST", "/recent-products", null, { productId: 1 }, "headers.x-visitor-id"],
    ["POST", "/recent-products", randomUUID(), { productId: "abc" }, "body.productId"],
    ["POST", "/recent-products", randomUUID(), { productId: 0 }, "body.productId"],
    ["POST", "/recent-products", randomUUID(), {}, "body.productId"],
    ["DELETE", "/recent-products/abc", randomUUID(), undefined, "params.id"],
    ["DELETE", "/recent-products/0", randomUUID(), undefined, "params.id"],
  ] as const)(
    "%s %s (visitor %s, body %o) answers 400 naming %s",
    async (method, url, visitor, body, path) => {
      const response = await call(method, url, visitor, body);
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error).toMatchObject({ status: 400, translate: errorMessages.badRequest });
      expect(error.fields?.map((field) => field.path)).toContain(path);
    },
  );
});
