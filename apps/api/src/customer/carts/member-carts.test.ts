import { expectSessionRequired, insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import { useTestApp } from "@api/testing/suite";
import { eq, schema } from "@clinic/db";
import { apiErrorSchema, errorMessages, MAX_CART_ITEMS } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { type CartShop, cartCaller, cartOf, createCartShop, fillCart, optionIdsIn } from "./cart-fixtures";
import { cartMessages } from "./service";

describe("member carts", () => {
  const t = useTestApp();
  let s: CartShop;
  let call: ReturnType<typeof cartCaller>;
  const member = async () => insertSignedInCustomer(t.database, s.shop.partnerId);
  const add = (token: string, productOptionId: unknown) =>
    call("POST", "/carts", { token }, { productOptionId });

  beforeAll(async () => {
    s = await createCartShop(t, "cart-member");
    call = cartCaller(t, s.shop.host);
  });

  it("adds, lists newest first with current prices, and removes lines", async () => {
    const { token } = await member();
    expect(cartOf(await call("GET", "/carts", { token }))).toEqual({ rows: [], totalPrice: 0 });
    expect(optionIdsIn(await add(token, s.a), 201)).toEqual([s.a]);
    const cart = cartOf(await add(token, s.b), 201);
    expect(cart.rows.map((row) => row.productOptionId)).toEqual([s.b, s.a]);
    expect(cart.rows[1]).toMatchObject({
      productName: "보톡스",
      optionName: "이마",
      price: 10_000,
      originalPrice: 12_000,
      thumbnailUrl: "/media/botox.png",
    });
    expect(cart.totalPrice).toBe(30_000);

    // A price change shows at once: the cart never keeps its own copy.
    await s.shop.run((tx) =>
      tx.update(schema.productOptions).set({ price: 15_000 }).where(eq(schema.productOptions.id, s.a)),
    );
    expect(cartOf(await call("GET", "/carts", { token })).totalPrice).toBe(35_000);
    await s.shop.run((tx) =>
      tx.update(schema.productOptions).set({ price: 10_000 }).where(eq(schema.productOptions.id, s.a)),
    );

    expect(optionIdsIn(await call("DELETE", `/carts?productOptionIds=${s.b},999999`, { token }))).toEqual([
      s.a,
    ]);
    await add(token, s.b);
    expect(optionIdsIn(await call("DELETE", "/carts", { token }))).toEqual([]);
    expect(optionIdsIn(await call("GET", "/carts", { token }))).toEqual([]);
  });

  it("keeps one line per option and keeps members apart", async () => {
    const first = await member();
    const second = await member();
    await add(first.token, s.a);
    expect(optionIdsIn(await add(first.token, s.a), 201)).toEqual([s.a]);
    expect(optionIdsIn(await call("GET", "/carts", second))).toEqual([]);
    const badge = await call("GET", "/customer/badge", first);
    expect(badge.headers["cache-control"]).toBe("private, no-store");
    expect(badge.json()).toEqual({ cartCount: 1 });
  });

  it(`refuses line ${MAX_CART_ITEMS + 1} with 409 but still accepts one already there`, async () => {
    const { id, token } = await member();
    await fillCart(t.database, s.shop.partnerId, { customerId: id }, s.many.slice(0, MAX_CART_ITEMS));
    const response = await add(token, s.many[MAX_CART_ITEMS]);
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      status: 409,
      translate: cartMessages.full,
    });
    expect(cartMessages.full).toMatch(/장바구니/);
    expect(optionIdsIn(await add(token, s.many[0]), 201)).toHaveLength(MAX_CART_ITEMS);
    expect((await call("GET", "/customer/badge", { token })).json()).toEqual({ cartCount: MAX_CART_ITEMS });
  });

  it("never lets concurrent adds pass the cap", async () => {
    const { id, token } = await member();
    await fillCart(t.database, s.shop.partnerId, { customerId: id }, s.many.slice(0, MAX_CART_ITEMS - 1));
    const answers = await Promise.all(s.many.slice(MAX_CART_ITEMS - 1).map((option) => add(token, option)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(optionIdsIn(await call("GET", "/carts", { token }))).toHaveLength(MAX_CART_ITEMS);
  });

  it("answers 404 for options the storefront does not show or another clinic's", async () => {
    const { token } = await member();
    for (const option of [s.draft, s.secret, s.foreign, 2_147_483_647]) {
      const response = await add(token, option);
      expect(response.statusCode, String(option)).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, translate: errorMessages.notFound });
    }
    expect(optionIdsIn(await call("GET", "/carts", { token }))).toEqual([]);
  });

  it("hides and stops counting lines whose product is withdrawn", async () => {
    const { id, token } = await member();
    await fillCart(t.database, s.shop.partnerId, { customerId: id }, [s.a, s.draft]);
    expect(optionIdsIn(await call("GET", "/carts", { token }))).toEqual([s.a]);
    expect((await call("GET", "/customer/badge", { token })).json()).toEqual({ cartCount: 1 });
  });

  it.each([
    ["GET", "/carts"],
    ["POST", "/carts"],
    ["DELETE", "/carts"],
    ["GET", "/customer/badge"],
  ] as const)("%s %s answers 401 without a session", async (method, url) => {
    const body = method === "POST" ? { productOptionId: 1 } : undefined;
    expectSessionRequired(await call(method, url, {}, body));
    expectSessionRequired(await call(method, url, { token: "not-a-token" }, body));
  });

  it.each([
    ["POST", "/carts", { productOptionId: "abc" }, "body.productOptionId"],
    ["POST", "/carts", { productOptionId: 0 }, "body.productOptionId"],
    ["POST", "/carts", {}, "body.productOptionId"],
    ["DELETE", "/carts?productOptionIds=abc", undefined, "query.productOptionIds"],
    ["DELETE", "/carts?productOptionIds=1,,2", undefined, "query.productOptionIds"],
    ["DELETE", "/carts?productOptionIds=0", undefined, "query.productOptionIds.0"],
  ] as const)("%s %s %o answers 400 naming %s", async (method, url, body, path) => {
    const { token } = await member();
    const response = await call(method, url, { token }, body);
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error).toMatchObject({ status: 400, translate: errorMessages.badRequest });
    expect(error.fields?.map((field) => field.path)).toContain(path);
  });
});
