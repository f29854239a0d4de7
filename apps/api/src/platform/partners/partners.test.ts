import { insertBarePartner } from "@api/testing/fixtures";
import { createTestApp, HANEUL, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import { deployStatusSchema, partnerInfoSchema, weekdays } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HOMEPAGE_CONFIG, EMPTY_MARKETING_INFO } from "./defaults";

describe("GET /partners/this", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const info = async (origin: string) => {
    const response = await t.app.inject({ method: "GET", url: "/partners/this", headers: site(origin) });
    expect(response.statusCode).toBe(200);
    return partnerInfoSchema.parse(response.json());
  };

  it("answers each clinic's own information", async () => {
    const lumiere = await info(LUMIERE);
    const haneul = await info(HANEUL);
    expect(lumiere).toMatchObject({ id: t.partnerIds.lumiere, partnerCode: "lumiere" });
    expect(haneul).toMatchObject({ id: t.partnerIds.haneul, partnerCode: "haneul" });
    expect(lumiere.partnerName).not.toBe(haneul.partnerName);
    // The demo clinics differ in the settings the shell switches on.
    expect(new Set([lumiere.operationTimeType, haneul.operationTimeType])).toEqual(
      new Set(["weekWeekend", "daily"]),
    );
    expect(new Set([lumiere.homepageConfig.popupType, haneul.homepageConfig.popupType])).toEqual(
      new Set(["LAYER", "GRID"]),
    );
  });

  it("answers opening hours per weekday from the stored rows (1 = Monday … 7 = Sunday)", async () => {
    const rows = await t.database.db
      .select()
      .from(schema.partnerOperationTimes)
      .where(eq(schema.partnerOperationTimes.partnerId, t.partnerIds.lumiere));
    const { operationTimes } = await info(LUMIERE);
    expect(Object.keys(operationTimes)).toEqual([...weekdays]);
    for (const row of rows) {
      const day = weekdays[row.weekday - 1]!;
      expect(operationTimes[day]).toEqual({
        opening: row.opening,
        closing: row.closing,
        lunchStart: row.lunchStart,
        lunchEnd: row.lunchEnd,
      });
    }
  });

  it("fills what a clinic has not configured with the spec's defaults", async () => {
    const bare = await insertBarePartner(t.database, "bare");
    const answer = await info(`http://${bare.host}:3000`);
    expect(answer.id).toBe(bare.id);
    expect(answer.homepageConfig).toEqual(DEFAULT_HOMEPAGE_CONFIG);
    expect(answer.homepageConfig).toMatchObject({
      reservationMode: "STRICT",
      homepageType: "BRANDING",
      popupType: "LAYER",
      popupTopOffset: 60,
      popupLeftOffset: 60,
      popupBottomOffset: 60,
      popupRightOffset: 60,
    });
    expect(answer.partnerMarketingInfo).toEqual(EMPTY_MARKETING_INFO);
    for (const day of weekdays) {
      expect(answer.operationTimes[day]).toEqual({
        opening: null,
        closing: null,
        lunchStart: null,
        lunchEnd: null,
      });
    }
    expect(answer.partnerGroupName).toBeNull();
    expect(answer.wayToPartnerByBus).toEqual([]);
  });

  it("uses the same defaults as the homepage_configs table's column defaults", async () => {
    const bare = await insertBarePartner(t.database, "columns");
    await t.database.db.insert(schema.homepageConfigs).values({ partnerId: bare.id });
    expect((await info(bare.host)).homepageConfig).toEqual(DEFAULT_HOMEPAGE_CONFIG);
  });
});

describe("GET /partners/this/homepage-deploy-status", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const status = async (origin: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/partners/this/homepage-deploy-status",
      headers: site(origin),
    });
    expect(response.statusCode).toBe(200);
    return deployStatusSchema.parse(response.json());
  };

  it("answers the stored status, live only when LIVE", async () => {
    const setStatus = (deployStatus: string) =>
      t.database.db
        .update(schema.partners)
        .set({ deployStatus })
        .where(eq(schema.partners.id, t.partnerIds.haneul));
    await setStatus("READY");
    expect(await status(HANEUL)).toEqual({ deployStatus: "READY", isLive: false });
    await setStatus("LIVE");
    expect(await status(HANEUL)).toEqual({ deployStatus: "LIVE", isLive: true });
  });

  it("answers the demo clinics as live", async () => {
    expect((await status(LUMIERE)).isLive).toBe(true);
  });
});
