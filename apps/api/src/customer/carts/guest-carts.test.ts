import { randomUUID } from "node:crypto";
import { createTestApp, type TestApp } from "@api/testing/test-app";
import { apiErrorSchema, errorMessages, MAX_CART_ITEMS } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CartShop, cartCaller, createCartShop, fillCart, optionIdsIn } from "./cart-fixtures";
import { cartMessages } from "./service";

describe("guest carts", () => {
  let t: TestApp;
  let s: CartShop;
  let other: CartShop;
  let call: ReturnType<typeof cartCaller>;
  const add = (visitor: string, productOptionId: unknown) =>
    call("POST", "/guest/carts", { visitor }, { productOptionId });
  const badge = async (visitor: string, query = "") => {
    const response = await call("GET", `/guest/badge${query}`, { visitor });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await createCartShop(t, "cart-guest");
    other = await createCartShop(t, "cart-guest-other");
    call = cartCaller(t, s.shop.host);
  });
  afterAll(() => t.close());

  it("keeps a cart per visitor id, in any case, and per clinic", async () => {
    const visitor = randomUUID();
    expect(optionIdsIn(await call("GET", "/guest/carts", { visitor }))).toEqual([]);
    expect(optionIdsIn(await add(visitor, s.a), 201)).toEqual([s.a]);
    expect(optionIdsIn(await add(visitor.toUpperCase(), s.b), 201)).toEqual([s.b, s.a]);
    expect(optionIdsIn(await add(visitor, s.a), 201)).toEqual([s.b, s.a]);
    expect(optionIdsIn(await call("GET", "/guest/carts", { visitor: visitor.toUpperCase() }))).toEqual([
      s.b,
      s.a,
    ]);
    expect(optionIdsIn(await call("GET", "/guest/carts", { visitor: randomUUID() }))).toEqual([]);
    const elsewhere = await cartCaller(t, other.shop.host)("GET", "/guest/carts", { visitor });
    expect(optionIdsIn(elsewhere)).toEqual([]);
    expect(await badge(visitor)).toEqual({ cartCount: 2 });
  });

  it("removes some lines or all of them", async () => {
    const visitor = randomUUID();
    await add(visitor, s.a);
    await add(visitor, s.b);
    expect(optionIdsIn(await call("DELETE", `/guest/carts?productOptionIds=${s.a}`, { visitor }))).toEqual([
      s.b,
    ]);
    expect(optionIdsIn(await call("DELETE", "/guest/carts", { visitor }))).toEqual([]);
    expect(await badge(visitor)).toEqual({ cartCount: 0 });
  });

  it("refuses hidden, unknown and other clinics' options, and lines beyond the cap", async () => {
    const visitor = randomUUID();
    for (const option of [s.draft, s.secret, s.foreign, other.a]) {
      expect((await add(visitor, option)).statusCode, String(option)).toBe(404);
    }
    await fillCart(t.database, s.shop.partnerId, { guestKey: visitor }, s.many.slice(0, MAX_CART_ITEMS));
    const full = await add(visitor, s.a);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ status: 409, translate: cartMessages.full });
  });

  it("counts the header's cart whatever guestId says", async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    await add(theirs, s.a);
    expect(await badge(mine, `?guestId=${theirs}`)).toEqual({ cartCount: 0 });
    expect(await badge(theirs, `?guestId=${mine}`)).toEqual({ cartCount: 1 });
  });

  it.each([
    ["GET", "/guest/carts", undefined, undefined],
    ["GET", "/guest/carts", "not-a-uuid", undefined],
    ["POST", "/guest/carts", "", { productOptionId: 1 }],
    ["DELETE", "/guest/carts", `${randomUUID()}x`, undefined],
    ["GET", "/guest/badge", undefined, undefined],
    ["GET", "/guest/badge?guestId=abc", "abc", undefined],
  ] as const)("%s %s with visitor id %o answers 400", async (method, url, visitor, body) => {
    const response = await call(method, url, visitor === undefined ? {} : { visitor }, body);
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error).toMatchObject({ status: 400, translate: errorMessages.badRequest });
    expect(error.fields?.map((field) => field.path)).toContain("headers.x-visitor-id");
  });

  it.each([
    ["POST", "/guest/carts", { productOptionId: "1.5" }, "body.productOptionId"],
    ["DELETE", "/guest/carts?productOptionIds=1;2", undefined, "query.productOptionIds"],
    ["GET", `/guest/badge?guestId=${"x".repeat(101)}`, undefined, "query.guestId"],
  ] as const)("%s %s %o answers 400 naming %s", async (method, url, body, path) => {
    const response = await call(method, url, { visitor: randomUUID() }, body);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(path);
  });
});
