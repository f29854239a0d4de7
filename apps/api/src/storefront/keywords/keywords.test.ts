import { insertBarePartner } from "@api/testing/fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import { partnerKeywordListSchema } from "@clinic/shared";
import { describe, expect, it } from "vitest";

describe("GET /customer/partner-keywords", () => {
  const t = useTestApp();

  const keywords = async (origin: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/customer/partner-keywords",
      headers: site(origin),
    });
    expect(response.statusCode).toBe(200);
    return partnerKeywordListSchema.parse(response.json()).rows.map((row) => row.keyword);
  };

  it("answers each clinic's own keywords", async () => {
    const lumiere = await keywords(LUMIERE);
    const haneul = await keywords(HANEUL);
    expect(lumiere.length).toBeGreaterThan(0);
    expect(haneul.length).toBeGreaterThan(0);
    expect(lumiere).not.toEqual(haneul);
  });

  it("answers keywords in weight order, as { keyword } rows only", async () => {
    const bare = await insertBarePartner(t.database, "kwtest");
    await t.database.db.insert(schema.partnerKeywords).values([
      { partnerId: bare.id, keyword: "리프팅", weight: 3 },
      { partnerId: bare.id, keyword: "보톡스", weight: 1 },
      { partnerId: bare.id, keyword: "필러", weight: 2 },
    ]);
    const response = await t.app.inject({
      method: "GET",
      url: "/customer/partner-keywords",
      headers: site(bare.host),
    });
    expect(response.json()).toEqual({
      rows: [{ keyword: "보톡스" }, { keyword: "필러" }, { keyword: "리프팅" }],
    });
  });

  it("answers an empty list for a clinic without keywords", async () => {
    const bare = await insertBarePartner(t.database, "nokw");
    expect(await keywords(bare.host)).toEqual([]);
  });
});
