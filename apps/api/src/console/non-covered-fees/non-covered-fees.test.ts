import { eventually, signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { changedTables, tableChecksums } from "@api/testing/db-checksum";
import { insertBarePartner } from "@api/testing/fixtures";
import { latestAudit, useConsoleTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import {
  apiErrorSchema,
  type ConsoleNonCoveredFeesBody,
  consoleNonCoveredFeesSchema,
  nonCoveredFeesSchema,
} from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { hasNonCoveredFees } from "./service";

const body: ConsoleNonCoveredFeesBody = {
  items: [
    { category: "레이저", name: " 피코 토닝 ", priceMin: 80_000, priceMax: 120_000, unit: "1회", note: "" },
    { category: "보톡스", name: "사각턱 보톡스", priceMin: 50_000, priceMax: null, unit: null, note: null },
    { category: "레이저", name: "점 제거", priceMin: 0, priceMax: 0, unit: "점 1개", note: "2mm 이하" },
  ],
  notes: "VAT 포함 금액입니다.",
};

describe("비급여 진료비용: GET /non-covered-fees and /console/clinics/:partnerId/non-covered-fees", () => {
  const t = useConsoleTestApp({ cachePublicAnswers: true });

  const storefront = async (origin = LUMIERE) => {
    const response = await t.app.inject({ method: "GET", url: "/non-covered-fees", headers: site(origin) });
    expect(response.statusCode, response.body).toBe(200);
    return nonCoveredFeesSchema.parse(response.json());
  };
  const call = (method: "GET" | "PUT", token?: string, payload?: object, clinic = t.lumiere) =>
    t.app.inject({
      method,
      url: `/console/clinics/${clinic}/non-covered-fees`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });

  it("answers each demo clinic's own seeded fees by category, with notes and the last change", async () => {
    const [mine, theirs] = [await storefront(LUMIERE), await storefront(HANEUL)];
    const names = (fees: typeof mine) => fees.categories.flatMap((c) => c.items.map((item) => item.name));
    expect(mine.categories.map((c) => c.name)).toContain("보톡스");
    expect(theirs.categories.map((c) => c.name)).toContain("코성형");
    expect(names(mine)).not.toContain("콧대 성형 (보형물)");
    expect(mine.notes).toContain("VAT");
    expect(mine.changedAt).not.toBeNull();
    for (const item of [...mine.categories, ...theirs.categories].flatMap((c) => c.items)) {
      expect(item.priceMin).toBeGreaterThanOrEqual(0);
      if (item.priceMax !== null) expect(item.priceMax).toBeGreaterThanOrEqual(item.priceMin);
    }
  });

  it("answers an empty page, not a 404, for a clinic that published nothing", async () => {
    const bare = await insertBarePartner(t.database, "feesbare");
    expect(await storefront(bare.host)).toEqual({ categories: [], notes: null, changedAt: null });
    expect(await hasNonCoveredFees(t.database, bare.id)).toBe(false);
    expect(await hasNonCoveredFees(t.database, t.lumiere)).toBe(true);
  });

  it("replaces the items in order; the storefront groups them at once; the other clinic is untouched; audited", async () => {
    const haneulBefore = await storefront(HANEUL);
    const before = consoleNonCoveredFeesSchema.parse((await call("GET", t.owner)).json());

    const saved = await call("PUT", t.owner, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = consoleNonCoveredFeesSchema.parse(saved.json());
    expect(answer.items.map((item) => [item.category, item.name, item.note])).toEqual([
      ["레이저", "피코 토닝", null],
      ["보톡스", "사각턱 보톡스", null],
      ["레이저", "점 제거", "2mm 이하"],
    ]);
    expect(Date.parse(answer.changedAt ?? "")).toBeGreaterThan(Date.parse(before.changedAt ?? ""));

    const expected = {
      categories: [
        {
          name: "레이저",
          items: [
            { name: "피코 토닝", priceMin: 80_000, priceMax: 120_000, unit: "1회", note: null },
            { name: "점 제거", priceMin: 0, priceMax: 0, unit: "점 1개", note: "2mm 이하" },
          ],
        },
        {
          name: "보톡스",
          items: [{ name: "사각턱 보톡스", priceMin: 50_000, priceMax: null, unit: null, note: null }],
        },
      ],
      notes: "VAT 포함 금액입니다.",
      changedAt: answer.changedAt,
    };
    expect(await eventually(() => storefront(), expected)).toEqual(expected);
    expect(await storefront(HANEUL)).toEqual(haneulBefore);

    const entry = await latestAudit(t);
    expect(entry?.action).toBe("site.non-covered-fees");
    // The log links the entry to the console's 비급여 page.
    expect(entry?.href).toBe("non-covered-fees");

    // Saving the same page again is no change: the date of the last change stays.
    const again = consoleNonCoveredFeesSchema.parse((await call("PUT", t.owner, body)).json());
    expect(again.changedAt).toBe(answer.changedAt);
  });

  it("lets the clinic's staff edit it; 401 without a session; 403 for another clinic's accounts", async () => {
    const staff = await signInStaff(t, t.lumiere);
    expect((await call("GET", staff)).statusCode).toBe(200);
    expect((await call("PUT", staff, body)).statusCode).toBe(200);
    expect((await call("GET")).statusCode).toBe(401);
    expect((await call("PUT", undefined, body)).statusCode).toBe(401);

    const before = await tableChecksums(t.database);
    const haneulOwner = await signInOwner(t, "haneul");
    const haneulStaff = await signInStaff(t, t.partnerIds.haneul);
    for (const token of [haneulOwner, haneulStaff]) {
      expect((await call("GET", token)).statusCode).toBe(403);
      expect((await call("PUT", token, { items: [] })).statusCode).toBe(403);
      expect((await call("PUT", token, { bad: true })).statusCode).toBe(403);
    }
    // Signing the accounts in wrote their sessions; nothing of the fees changed.
    expect(
      changedTables(before, await tableChecksums(t.database)).filter((name) => name.includes("fee")),
    ).toEqual([]);
  });

  const item = body.items[1] as ConsoleNonCoveredFeesBody["items"][number];
  it.each([
    ["a negative price", { items: [{ ...item, priceMin: -1 }] }, "body.items.0.priceMin", "0원 이상"],
    [
      "a minimum above the maximum",
      { items: [{ ...item, priceMin: 300_000, priceMax: 200_000 }] },
      "body.items.0.priceMax",
      "최소 금액보다 작을 수 없습니다",
    ],
    ["an empty name", { items: [{ ...item, name: "  " }] }, "body.items.0.name", "항목 이름을 입력해"],
    ["an empty category", { items: [{ ...item, category: "" }] }, "body.items.0.category", "분류를 입력해"],
    ["a too long name", { items: [{ ...item, name: "가".repeat(101) }] }, "body.items.0.name", "100자 이하"],
    ["too long notes", { items: [], notes: "가".repeat(2_001) }, "body.notes", "2000자 이하"],
    ["a price in words", { items: [{ ...item, priceMin: "오만원" }] }, "body.items.0.priceMin", "숫자로"],
    ["a fractional price", { items: [{ ...item, priceMin: 1.5 }] }, "body.items.0.priceMin", "정수"],
  ])(
    "refuses %s with a Korean 400 naming the field; nothing changes",
    async (_case, payload, field, words) => {
      const before = await tableChecksums(t.database, t.lumiere);
      const response = await call("PUT", t.owner, { notes: null, ...payload });
      expect(response.statusCode, response.body).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      const found = error.fields?.find((entry) => entry.path === field);
      expect(found?.message, response.body).toContain(words);
      expect(changedTables(before, await tableChecksums(t.database, t.lumiere))).toEqual([]);
    },
  );

  it("the database refuses a negative price or an upside-down range whatever writes it", async () => {
    const row = { partnerId: t.lumiere, category: "a", name: "b" };
    await expect(
      t.database.db.insert(schema.nonCoveredFees).values({ ...row, priceMin: -1 }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(schema.nonCoveredFees).values({ ...row, priceMin: 2, priceMax: 1 }),
    ).rejects.toThrow();
  });
});
