import { randomUUID } from "node:crypto";
import { expectSessionRequired, insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import { useTestApp } from "@api/testing/suite";
import { apiErrorSchema, MAX_CART_ITEMS } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { type CartShop, cartCaller, createCartShop, fillCart, optionIdsIn } from "./cart-fixtures";

describe("cart synchronization at sign-in", () => {
  const t = useTestApp();
  let s: CartShop;
  let call: ReturnType<typeof cartCaller>;
  const member = () => insertSignedInCustomer(t.database, s.shop.partnerId);
  const sync = (token: string | undefined, visitor: string | undefined) =>
    call("POST", "/carts/synchronization", { token, visitor });

  beforeAll(async () => {
    s = await createCartShop(t, "cart-sync");
    call = cartCaller(t, s.shop.host);
  });

  it("moves the guest's lines into the member's cart once each and empties the guest cart", async () => {
    const { token } = await member();
    const visitor = randomUUID();
    await call("POST", "/carts", { token }, { productOptionId: s.a });
    await call("POST", "/guest/carts", { visitor }, { productOptionId: s.a });
    await call("POST", "/guest/carts", { visitor }, { productOptionId: s.b });
    const merged = optionIdsIn(await sync(token, visitor));
    expect(merged.sort()).toEqual([s.a, s.b].sort());
    expect(optionIdsIn(await call("GET", "/carts", { token })).sort()).toEqual([s.a, s.b].sort());
    expect(optionIdsIn(await call("GET", "/guest/carts", { visitor }))).toEqual([]);
    expect((await call("GET", "/customer/badge", { token })).json()).toEqual({ cartCount: 2 });
    expect((await call("GET", "/guest/badge", { visitor })).json()).toEqual({ cartCount: 0 });
    // Again, with nothing left to move: the member's cart is unchanged.
    expect(optionIdsIn(await sync(token, visitor))).toHaveLength(2);
  });

  it("keeps the member's lines and the guest's newest up to the cap", async () => {
    const { id, token } = await member();
    const visitor = randomUUID();
    const own = s.many.slice(0, MAX_CART_ITEMS - 2);
    await fillCart(t.database, s.shop.partnerId, { customerId: id }, own);
    // Oldest to newest: one the member has, then three new ones of which only the newest two fit.
    const [older = 0, newer = 0, newest = 0] = s.many.slice(MAX_CART_ITEMS - 2);
    await fillCart(t.database, s.shop.partnerId, { guestKey: visitor }, [own[0] ?? 0, older, newer, newest]);
    const merged = optionIdsIn(await sync(token, visitor));
    expect(merged).toHaveLength(MAX_CART_ITEMS);
    expect(merged).toEqual(expect.arrayContaining([...own, newer, newest]));
    expect(merged).not.toContain(older);
    expect(optionIdsIn(await call("GET", "/guest/carts", { visitor }))).toEqual([]);
  });

  it("needs a session and a valid visitor id", async () => {
    expectSessionRequired(await sync(undefined, randomUUID()));
    const { token } = await member();
    for (const visitor of [undefined, "nope"]) {
      const response = await sync(token, visitor);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(
        "headers.x-visitor-id",
      );
    }
  });
});
