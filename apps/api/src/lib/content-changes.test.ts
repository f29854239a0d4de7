import { type Database, eq, schema, withTenant } from "@clinic/db";
import { createTestDatabase } from "@clinic/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentChange, startContentChangeRelay } from "./content-changes";

interface Sent {
  url: string;
  authorization: string | null;
  body: { site: string; tables: string[] };
}

let database: Database;
let lumiere: number;
let haneul: number;
const sent: Sent[] = [];
const warnings: string[] = [];
let stop: () => Promise<void>;
let answerStatus = 200;

const waitFor = async (count: number) => {
  for (let i = 0; i < 50 && sent.length < count; i += 1) await new Promise((r) => setTimeout(r, 20));
};

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(schema.partners)
    .values([
      { code: "relay-a", partnerName: "에이 의원" },
      { code: "relay-b", partnerName: "비 의원" },
    ])
    .returning();
  [lumiere, haneul] = rows.map((row) => row.id) as [number, number];
  stop = await startContentChangeRelay({
    database,
    target: { url: "http://web.test/ops/revalidate", token: "t".repeat(32) },
    log: { warn: (_object, message) => warnings.push(message) },
    batchMs: 30,
    fetch: async (url, init) => {
      const headers = new Headers(init?.headers);
      sent.push({
        url: String(url),
        authorization: headers.get("authorization"),
        body: JSON.parse(String(init?.body)),
      });
      return new Response(null, { status: answerStatus });
    },
  });
});

afterAll(async () => {
  await stop?.();
  await database?.close();
});

describe("content change relay", () => {
  it("tells the storefront which tables of which clinic changed, batched per clinic", async () => {
    sent.length = 0;
    await withTenant(database.db, lumiere, async (tx) => {
      const [category] = await tx
        .insert(schema.productCategories)
        .values({ partnerId: lumiere, name: "리프팅" })
        .returning();
      await tx
        .insert(schema.products)
        .values({ partnerId: lumiere, categoryId: category!.id, name: "울쎄라" });
    });
    await withTenant(database.db, haneul, (tx) =>
      tx
        .insert(schema.banners)
        .values({ partnerId: haneul, bannerLocation: "MAIN_TOP", title: "b", pcImageUrl: "/b.svg" }),
    );
    await waitFor(2);
    const bySite = Object.fromEntries(sent.map((s) => [s.body.site, s.body.tables]));
    expect(bySite).toEqual({ "relay-a": ["product_categories", "products"], "relay-b": ["banners"] });
    expect(sent.every((s) => s.url === "http://web.test/ops/revalidate")).toBe(true);
    expect(sent.every((s) => s.authorization === `Bearer ${"t".repeat(32)}`)).toBe(true);
  });

  it("logs a refused refresh instead of failing", async () => {
    sent.length = 0;
    answerStatus = 401;
    await database.db
      .update(schema.partners)
      .set({ displayName: "에이" })
      .where(eq(schema.partners.id, lumiere));
    await waitFor(1);
    answerStatus = 200;
    expect(sent.map((s) => s.body)).toEqual([{ site: "relay-a", tables: ["partners"] }]);
    expect(warnings).toContain("storefront refused the cache refresh");
  });
});

describe("parseContentChange", () => {
  it.each([
    ["products:12", { table: "products", partnerId: 12 }],
    ["products:0", null],
    ["products", null],
    ["Products:1", null],
    ["products:1:2", null],
    ["products:99999999999", null],
  ])("%s", (payload, expected) => expect(parseContentChange(payload)).toEqual(expected));
});
