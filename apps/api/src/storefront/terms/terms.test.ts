import { insertBarePartner } from "@api/testing/fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import {
  apiErrorSchema,
  termHistoryListSchema,
  termHistorySchema,
  termListSchema,
  termSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createTermService } from "./service";

describe("term routes", () => {
  const t = useTestApp();
  let bare: { id: number; host: string };
  let empty: { id: number; host: string };
  const terms: Record<string, number> = {};
  const versions: Record<string, number> = {};

  beforeAll(async () => {
    bare = await insertBarePartner(t.database, "termtest");
    empty = await insertBarePartner(t.database, "noterms");
    const term = (termTitle: string, target: string, title: string, isRequired = true) => ({
      partnerId: bare.id,
      termTitle,
      target,
      title,
      isRequired,
    });
    // Inserted out of display order on purpose.
    const rows = await t.database.db
      .insert(schema.terms)
      .values([
        term("MARKETING", "CUSTOMER", "마케팅 수신 동의", false),
        term("PRIVACY_POLICY", "CUSTOMER", "개인정보 처리방침"),
        term("TERMS_OF_SERVICE", "CUSTOMER", "이용약관"),
        term("TERMS_OF_SERVICE", "PARTNER", "파트너 이용약관"),
      ])
      .returning();
    for (const row of rows) terms[`${row.termTitle}/${row.target}`] = row.id;
    const version = (key: string, name: string, effectiveDate: string) => ({
      partnerId: bare.id,
      termId: terms[key] as number,
      version: name,
      contentHtml: `<p>${key} ${name}</p>`,
      effectiveDate,
    });
    const histories = await t.database.db
      .insert(schema.termsHistories)
      .values([
        version("TERMS_OF_SERVICE/CUSTOMER", "v1", "2000-01-01"),
        version("TERMS_OF_SERVICE/CUSTOMER", "v3", "2999-01-01"),
        version("TERMS_OF_SERVICE/CUSTOMER", "v2", "2010-06-01"),
        version("PRIVACY_POLICY/CUSTOMER", "p-future", "2999-01-01"),
        version("MARKETING/CUSTOMER", "m1", "2025-01-01"),
        version("MARKETING/CUSTOMER", "m2", "2025-03-02"),
      ])
      .returning();
    for (const row of histories) versions[row.version] = row.id;
  });

  const get = (origin: string, url: string) => t.app.inject({ method: "GET", url, headers: site(origin) });
  const ok = async (origin: string, url: string) => {
    const response = await get(origin, url);
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  const tos = () => terms["TERMS_OF_SERVICE/CUSTOMER"] as number;

  it("answers the visitor-facing term of a title, and 404 when the clinic has none", async () => {
    expect(termSchema.parse(await ok(bare.host, "/term?termTitle=TERMS_OF_SERVICE"))).toEqual({
      id: tos(),
      termTitle: "TERMS_OF_SERVICE",
      title: "이용약관",
      isRequired: true,
    });
    expect(termSchema.parse(await ok(bare.host, "/term?termTitle=MARKETING")).isRequired).toBe(false);
    expect((await get(empty.host, "/term?termTitle=TERMS_OF_SERVICE")).statusCode).toBe(404);
  });

  it("lists the terms of an audience in display order, customers by default", async () => {
    const customer = termListSchema.parse(await ok(bare.host, "/terms")).rows;
    expect(customer.map((row) => row.termTitle)).toEqual(["TERMS_OF_SERVICE", "PRIVACY_POLICY", "MARKETING"]);
    expect(termListSchema.parse(await ok(bare.host, "/terms?target=CUSTOMER")).rows).toEqual(customer);
    const partner = termListSchema.parse(await ok(bare.host, "/terms?target=PARTNER")).rows;
    expect(partner.map((row) => row.title)).toEqual(["파트너 이용약관"]);
    expect(termListSchema.parse(await ok(empty.host, "/terms")).rows).toEqual([]);
  });

  it("answers the latest version in effect as current, never a future one", async () => {
    expect(termHistorySchema.parse(await ok(bare.host, `/terms/${tos()}/terms-histories/current`))).toEqual({
      id: versions.v2,
      termId: tos(),
      version: "v2",
      contentHtml: "<p>TERMS_OF_SERVICE/CUSTOMER v2</p>",
      effectiveDate: "2010-06-01",
    });
    const privacy = terms["PRIVACY_POLICY/CUSTOMER"];
    expect((await get(bare.host, `/terms/${privacy}/terms-histories/current`)).statusCode).toBe(404);
  });

  it("takes effect at midnight in Asia/Seoul, whatever the server's zone", async () => {
    const marketing = terms["MARKETING/CUSTOMER"] as number;
    // 2025-03-01 23:59 in Seoul: m2 (effective 2025-03-02) is not in effect yet.
    const before = createTermService(t.database, { now: () => new Date("2025-03-01T14:59:00Z") });
    expect((await before.getCurrent(bare.id, marketing)).version).toBe("m1");
    expect((await before.listHistories(bare.id, marketing)).rows.map((row) => row.version)).toEqual(["m1"]);
    // 2025-03-02 00:00 in Seoul, still 1 March in UTC.
    const after = createTermService(t.database, { now: () => new Date("2025-03-01T15:00:00Z") });
    expect((await after.getCurrent(bare.id, marketing)).version).toBe("m2");
  });

  it("lists the versions in effect newest first, without their text", async () => {
    const rows = termHistoryListSchema.parse(await ok(bare.host, `/terms/${tos()}/terms-histories`)).rows;
    expect(rows).toEqual([
      { id: versions.v2, termId: tos(), version: "v2", effectiveDate: "2010-06-01" },
      { id: versions.v1, termId: tos(), version: "v1", effectiveDate: "2000-01-01" },
    ]);
    expect(rows.some((row) => "contentHtml" in row)).toBe(false);
    const privacy = terms["PRIVACY_POLICY/CUSTOMER"];
    expect(
      termHistoryListSchema.parse(await ok(bare.host, `/terms/${privacy}/terms-histories`)).rows,
    ).toEqual([]);
  });

  it("answers an earlier version, and 404 for a future one or another term's", async () => {
    const earlier = termHistorySchema.parse(
      await ok(bare.host, `/terms/${tos()}/terms-histories/${versions.v1}`),
    );
    expect(earlier).toMatchObject({ version: "v1", contentHtml: "<p>TERMS_OF_SERVICE/CUSTOMER v1</p>" });
    for (const historyId of [versions.v3, versions.m1, 2_000_000_000]) {
      const response = await get(bare.host, `/terms/${tos()}/terms-histories/${historyId}`);
      expect(response.statusCode, String(historyId)).toBe(404);
    }
  });

  it("answers 404 for another clinic's term on every history route", async () => {
    for (const url of [
      `/terms/${tos()}/terms-histories/current`,
      `/terms/${tos()}/terms-histories`,
      `/terms/${tos()}/terms-histories/${versions.v1}`,
      "/terms/2000000000/terms-histories",
    ]) {
      expect((await get(LUMIERE, url)).statusCode, url).toBe(404);
    }
  });

  it("answers each demo clinic with its own terms and their current versions", async () => {
    for (const [own, other] of [
      [LUMIERE, HANEUL],
      [HANEUL, LUMIERE],
    ] as const) {
      const rows = termListSchema.parse(await ok(own, "/terms")).rows;
      expect(rows.map((row) => row.termTitle)).toEqual(
        expect.arrayContaining(["TERMS_OF_SERVICE", "PRIVACY_POLICY"]),
      );
      expect(rows.some((row) => Object.values(terms).includes(row.id))).toBe(false);
      for (const row of rows) {
        const current = await get(own, `/terms/${row.id}/terms-histories/current`);
        expect(current.statusCode).toBe(200);
        expect(termHistorySchema.parse(current.json()).termId).toBe(row.id);
        expect((await get(other, `/terms/${row.id}/terms-histories/current`)).statusCode).toBe(404);
      }
    }
  });

  it.each([
    ["/term", "query.termTitle"],
    ["/term?termTitle=x", "query.termTitle"],
    ["/terms?target=x", "query.target"],
    ["/terms/abc/terms-histories/current", "params.id"],
    ["/terms/abc/terms-histories", "params.id"],
    ["/terms/1/terms-histories/abc", "params.historyId"],
    ["/terms/1/terms-histories/0", "params.historyId"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await get(LUMIERE, url);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([path]);
  });
});
