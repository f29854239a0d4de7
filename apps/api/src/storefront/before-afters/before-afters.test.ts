import { insertBarePartner } from "@api/testing/fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import { apiErrorSchema, beforeAfterPageSchema, beforeAfterSchema, DEFAULT_PAGE_SIZE } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

const VISIBLE_CASES = 12;
const BASE_TIME = Date.parse("2025-01-01T00:00:00Z");

describe("before/after routes", () => {
  const t = useTestApp();
  let bare: { id: number; host: string };
  const ids: Record<string, number> = {};
  const products: Record<string, number> = {};

  beforeAll(async () => {
    bare = await insertBarePartner(t.database, "batest");
    const [open, secret] = await t.database.db
      .insert(schema.productCategories)
      .values([
        { partnerId: bare.id, name: "리프팅" },
        { partnerId: bare.id, name: "비밀", isSecret: true },
      ])
      .returning();
    const product = (name: string, categoryId: number, isPublished = true) => ({
      partnerId: bare.id,
      categoryId,
      name,
      isPublished,
    });
    const inserted = await t.database.db
      .insert(schema.products)
      .values([
        product("울쎄라", open?.id as number),
        product("초안", open?.id as number, false),
        product("비밀상품", secret?.id as number),
      ])
      .returning();
    for (const row of inserted) products[row.name] = row.id;
    // case-1 is the oldest; odd cases are no-youth; cases 1–3 link the three products.
    const linked = [products.울쎄라, products.초안, products.비밀상품];
    const cases = Array.from({ length: VISIBLE_CASES }, (_, index) => ({
      partnerId: bare.id,
      title: `case-${index + 1}`,
      beforeImageUrl: "/media/before.svg",
      afterImageUrl: "/media/after.svg",
      productId: linked[index] ?? null,
      isNoYouth: index % 2 === 0,
      createdAt: new Date(BASE_TIME + index * 60_000),
    }));
    const hidden = {
      ...cases[0],
      title: "hidden",
      isVisible: false,
      createdAt: new Date(BASE_TIME + 3_600_000),
    };
    const rows = await t.database.db
      .insert(schema.beforeAfters)
      .values([...cases, hidden] as (typeof schema.beforeAfters.$inferInsert)[])
      .returning();
    for (const row of rows) ids[row.title] = row.id;
  });

  const list = async (origin: string, query = "") => {
    const response = await t.app.inject({
      method: "GET",
      url: `/customer/before-afters${query}`,
      headers: site(origin),
    });
    expect(response.statusCode, query).toBe(200);
    return beforeAfterPageSchema.parse(response.json());
  };
  const detail = (origin: string, id: number | string) =>
    t.app.inject({ method: "GET", url: `/customer/before-afters/${id}`, headers: site(origin) });

  it("answers visible cases newest first, ten per page by default, with the total", async () => {
    const first = await list(bare.host);
    expect(first).toMatchObject({ total: VISIBLE_CASES, page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(first.rows.map((row) => row.title)).toEqual(
      Array.from({ length: DEFAULT_PAGE_SIZE }, (_, index) => `case-${VISIBLE_CASES - index}`),
    );
    const second = await list(bare.host, "?page=2");
    expect(second.rows.map((row) => row.title)).toEqual(["case-2", "case-1"]);
    expect(second.total).toBe(VISIBLE_CASES);
    const beyond = await list(bare.host, "?page=3");
    expect(beyond).toMatchObject({ rows: [], total: VISIBLE_CASES, page: 3 });
    const small = await list(bare.host, "?page=2&pageSize=5");
    expect(small.rows.map((row) => row.title)).toEqual(["case-7", "case-6", "case-5", "case-4", "case-3"]);
  });

  it("narrows to one kind with isNoYouth", async () => {
    const restricted = await list(bare.host, "?isNoYouth=true&pageSize=100");
    expect(restricted.total).toBe(VISIBLE_CASES / 2);
    expect(restricted.rows.every((row) => row.isNoYouth)).toBe(true);
    const open = await list(bare.host, "?isNoYouth=false&pageSize=100");
    expect(open.rows.map((row) => row.title)).toEqual([
      "case-12",
      "case-10",
      "case-8",
      "case-6",
      "case-4",
      "case-2",
    ]);
  });

  it("names the product only when the storefront can open it", async () => {
    const rows = (await list(bare.host, "?pageSize=100")).rows;
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row]));
    expect(byTitle["case-1"]).toMatchObject({ productId: products.울쎄라, productName: "울쎄라" });
    expect(byTitle["case-2"]).toMatchObject({ productId: null, productName: null }); // unpublished
    expect(byTitle["case-3"]).toMatchObject({ productId: null, productName: null }); // secret category
    expect(byTitle["case-4"]).toMatchObject({ productId: null, productName: null }); // none
  });

  it("answers one visible case, and 404 for hidden, unknown and another clinic's cases", async () => {
    const response = await detail(bare.host, ids["case-1"] as number);
    expect(response.statusCode).toBe(200);
    expect(beforeAfterSchema.parse(response.json())).toEqual({
      id: ids["case-1"],
      title: "case-1",
      description: null,
      beforeImageUrl: "/media/before.svg",
      afterImageUrl: "/media/after.svg",
      productId: products.울쎄라,
      productName: "울쎄라",
      isNoYouth: true,
      treatmentCount: null,
      createdAt: new Date(BASE_TIME).toISOString(),
    });
    for (const [origin, id] of [
      [bare.host, ids.hidden],
      [bare.host, 2_000_000_000],
      [LUMIERE, ids["case-1"]],
      [HANEUL, ids["case-2"]],
    ] as const) {
      const notFound = await detail(origin, id as number);
      expect(notFound.statusCode, `${origin} ${id}`).toBe(404);
      expect(apiErrorSchema.parse(notFound.json()).status).toBe(404);
    }
  });

  it("answers each demo clinic with its own cases", async () => {
    const lumiere = await list(LUMIERE, "?pageSize=100");
    const haneul = await list(HANEUL, "?pageSize=100");
    expect(lumiere.total).toBeGreaterThan(0);
    expect(haneul.total).toBeGreaterThan(0);
    const lumiereIds = new Set(lumiere.rows.map((row) => row.id));
    expect(haneul.rows.some((row) => lumiereIds.has(row.id))).toBe(false);
    expect(lumiere.rows.some((row) => Object.values(ids).includes(row.id))).toBe(false);
    for (const row of lumiere.rows.slice(0, 3)) {
      expect((await detail(LUMIERE, row.id)).statusCode).toBe(200);
      expect((await detail(HANEUL, row.id)).statusCode).toBe(404);
    }
  });

  it.each([
    ["?page=0", "query.page"],
    ["?page=abc", "query.page"],
    ["?pageSize=500", "query.pageSize"],
    ["?pageSize=0", "query.pageSize"],
    ["?isNoYouth=1", "query.isNoYouth"],
    ["?isNoYouth=", "query.isNoYouth"],
  ])("answers the list with %s as 400 naming %s", async (query, path) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/customer/before-afters${query}`,
      headers: site(LUMIERE),
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([path]);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])(
    "answers the detail of id %s with 400 naming params.id",
    async (id) => {
      const response = await detail(LUMIERE, id);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual(["params.id"]);
    },
  );
});
