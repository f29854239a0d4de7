import { createTestCatalogue, type TestCatalogue } from "@api/storefront/products/test-catalogue";
import { site, type TestApp } from "@api/testing/test-app";
import { asc, type Database, eq, schema, withTenant } from "@clinic/db";
import { cartSchema, MAX_CART_ITEMS, VISITOR_ID_HEADER } from "@clinic/shared";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** A clinic whose options a cart test can name: shown ones, hidden ones, and enough to fill a cart. */
export interface CartShop {
  shop: TestCatalogue;
  /** Options of one shown product: 10,000 won (was 12,000) and 20,000 won. */
  a: number;
  b: number;
  /** More shown options than a cart may hold. */
  many: number[];
  /** Options of an unpublished product and of a product in a secret category. */
  draft: number;
  secret: number;
  /** An option of the demo clinic Lumière (another tenant). */
  foreign: number;
}

async function optionIdsOf(shop: TestCatalogue, productId: number): Promise<number[]> {
  const rows = await shop.run((tx) =>
    tx
      .select({ id: schema.productOptions.id })
      .from(schema.productOptions)
      .where(eq(schema.productOptions.productId, productId))
      .orderBy(asc(schema.productOptions.id)),
  );
  return rows.map((row) => row.id);
}

export async function createCartShop(t: TestApp, code: string): Promise<CartShop> {
  const shop = await createTestCatalogue(t.database, code);
  const face = await shop.category({ name: "얼굴" });
  const hidden = await shop.category({ name: "비밀", isSecret: true });
  const product = await shop.product(face, {
    name: "보톡스",
    thumbnailUrl: "/media/botox.png",
    options: [
      { name: "이마", price: 10_000, originalPrice: 12_000 },
      { name: "미간", price: 20_000 },
    ],
  });
  const [a = 0, b = 0] = await optionIdsOf(shop, product);
  const bulk = await shop.product(face, {
    name: "필러",
    options: Array.from({ length: MAX_CART_ITEMS + 3 }, (_, i) => ({ name: `${i + 1}cc`, price: 1_000 })),
  });
  const [draft = 0] = await optionIdsOf(
    shop,
    await shop.product(face, { isPublished: false, options: [{ price: 1 }] }),
  );
  const [secret = 0] = await optionIdsOf(shop, await shop.product(hidden, { options: [{ price: 1 }] }));
  return { shop, a, b, many: await optionIdsOf(shop, bulk), draft, secret, foreign: await foreignOption(t) };
}

async function foreignOption(t: TestApp): Promise<number> {
  const [row] = await withTenant(t.database.db, t.partnerIds.lumiere, (tx) =>
    tx.select({ id: schema.productOptions.id }).from(schema.productOptions).limit(1),
  );
  if (!row) throw new Error("the demo seed has no product option");
  return row.id;
}

/** Stores cart lines straight into the table (filling a cart through the API would take 30 calls per test). */
export async function fillCart(
  database: Database,
  partnerId: number,
  owner: { customerId: number } | { guestKey: string },
  optionIds: number[],
) {
  await withTenant(database.db, partnerId, (tx) =>
    tx.insert(schema.cartItems).values(
      // Increasing times, so the last option given is the newest line.
      optionIds.map((productOptionId, i) => ({
        partnerId,
        productOptionId,
        ...owner,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
      })),
    ),
  );
}

export interface Caller {
  token?: string;
  visitor?: string;
}

export function cartCaller(t: TestApp, host: string) {
  return (method: "GET" | "POST" | "DELETE", url: string, who: Caller = {}, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...site(host),
        ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
        ...(who.visitor === undefined ? {} : { [VISITOR_ID_HEADER]: who.visitor }),
      },
      ...(body ? { payload: body } : {}),
    });
}

/** The cart of an answer, after checking it is private; `status` 201 for adds. */
export function cartOf(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return cartSchema.parse(response.json());
}

export const optionIdsIn = (response: LightMyRequestResponse, status = 200) =>
  cartOf(response, status).rows.map((row) => row.productOptionId);
