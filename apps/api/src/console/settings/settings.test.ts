import { consoleCall, eventually, signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { latestAudit, useConsoleTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  type ConsoleHours,
  consoleHomepageSchema,
  consoleHoursSchema,
  consoleMarketingSchema,
  consolePartnerSettingsSchema,
  partnerInfoSchema,
} from "@clinic/shared";
import { describe, expect, it } from "vitest";

describe("console site settings: /console/clinics/:partnerId/settings/*", () => {
  const t = useConsoleTestApp({ cachePublicAnswers: true });

  const call = (method: "GET" | "PUT", path: string, token: string | undefined, payload?: object) =>
    consoleCall(t, token)(method, `/console/clinics/${t.lumiere}/settings/${path}`, payload);
  const storefront = async () =>
    partnerInfoSchema.parse(
      (await t.app.inject({ method: "GET", url: "/partners/this", headers: site(LUMIERE) })).json(),
    );
  const fieldsOf = (body: string) =>
    (apiErrorSchema.parse(JSON.parse(body)).fields ?? []).map((field) => field.path);
  const hours = async () => consoleHoursSchema.parse((await call("GET", "hours", t.owner)).json());
  const lastAudit = () => latestAudit(t);

  it("answers 401 without a session, 403 to another clinic's owner and to the clinic's staff", async () => {
    expect((await call("GET", "partner", undefined)).statusCode).toBe(401);
    expect((await call("PUT", "hours", undefined, {})).statusCode).toBe(401);
    const haneulOwner = await signInOwner(t, "haneul");
    expect((await call("GET", "partner", haneulOwner)).statusCode).toBe(403);
    expect((await call("PUT", "marketing", haneulOwner, {})).statusCode).toBe(403);
    const staff = await signInStaff(t, t.lumiere);
    expect((await call("GET", "homepage", staff)).statusCode).toBe(403);
    // The same owner reaches their own clinic, and not haneul's.
    const own = await t.app.inject({
      method: "GET",
      url: `/console/clinics/${t.haneul}/settings/partner`,
      headers: { authorization: `Bearer ${haneulOwner}` },
    });
    expect(own.statusCode).toBe(200);
  });

  it("saves Monday's hours, audits it, and the storefront answers them right after", async () => {
    const before = await hours();
    const next: ConsoleHours = {
      ...before,
      operationTimes: {
        ...before.operationTimes,
        monday: { opening: "08:30", closing: "21:00", lunchStart: "12:30", lunchEnd: "13:30" },
      },
    };
    const response = await call("PUT", "hours", t.owner, next);
    expect(response.statusCode, response.body).toBe(200);
    expect(consoleHoursSchema.parse(response.json()).operationTimes.monday.opening).toBe("08:30");
    expect(await hours()).toEqual(next);
    const monday = await eventually(
      async () => (await storefront()).operationTimes.monday.opening,
      "08:30:00",
    );
    expect(monday).toBe("08:30:00");
    expect(await lastAudit()).toMatchObject({ action: "settings.hours", staffEmail: "owner@lumiere.demo" });
  });

  it("marks a day closed with null times", async () => {
    const before = await hours();
    const closed = { opening: null, closing: null, lunchStart: null, lunchEnd: null };
    const response = await call("PUT", "hours", t.owner, {
      ...before,
      operationTimes: { ...before.operationTimes, sunday: closed },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await hours()).operationTimes.sunday).toEqual(closed);
  });

  it("rejects bad times, closing before opening, lunch outside the hours and unknown types with fields", async () => {
    const before = await hours();
    const day = (monday: object, extra: object = {}) => ({
      ...before,
      ...extra,
      operationTimes: { ...before.operationTimes, monday },
    });
    const cases: [object, string][] = [
      [
        day({ opening: "25:00", closing: "18:00", lunchStart: null, lunchEnd: null }),
        "body.operationTimes.monday.opening",
      ],
      [
        day({ opening: "9:00", closing: "18:00", lunchStart: null, lunchEnd: null }),
        "body.operationTimes.monday.opening",
      ],
      [
        day({ opening: "18:00", closing: "09:00", lunchStart: null, lunchEnd: null }),
        "body.operationTimes.monday.closing",
      ],
      [
        day({ opening: "09:00", closing: "18:00", lunchStart: "08:00", lunchEnd: "09:30" }),
        "body.operationTimes.monday.lunchStart",
      ],
      [
        day({ opening: "09:00", closing: null, lunchStart: null, lunchEnd: null }),
        "body.operationTimes.monday.closing",
      ],
      [
        day({ opening: null, closing: null, lunchStart: "12:00", lunchEnd: "13:00" }),
        "body.operationTimes.monday.lunchStart",
      ],
      [day(before.operationTimes.monday, { operationTimeType: "weekly" }), "body.operationTimeType"],
      [day(before.operationTimes.monday, { lunchStart: "14:00", lunchEnd: "13:00" }), "body.lunchEnd"],
    ];
    for (const [payload, field] of cases) {
      const response = await call("PUT", "hours", t.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response.body)).toContain(field);
    }
    expect(await hours()).toEqual(before);
  });

  it("saves the partner information and the storefront shows it; oversize and malformed values are 400", async () => {
    const current = consolePartnerSettingsSchema.parse((await call("GET", "partner", t.owner)).json());
    const next = {
      ...current,
      partnerName: "  루미에르 새이름 의원 ",
      wayToPartnerByBus: ["146번 강남역 하차"],
      fax: "",
    };
    const response = await call("PUT", "partner", t.owner, next);
    expect(response.statusCode, response.body).toBe(200);
    expect(consolePartnerSettingsSchema.parse(response.json())).toMatchObject({
      partnerName: "루미에르 새이름 의원",
      fax: null,
    });
    expect(await eventually(async () => (await storefront()).partnerName, "루미에르 새이름 의원")).toBe(
      "루미에르 새이름 의원",
    );
    expect((await lastAudit())?.action).toBe("settings.partner");

    const bad = await call("PUT", "partner", t.owner, {
      ...current,
      partnerName: "가".repeat(101),
      address: "가".repeat(501),
      businessNumber: "12-34",
      naverMapUrl: "javascript:alert(1)",
      lat: 123,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(
      ["body.address", "body.businessNumber", "body.lat", "body.naverMapUrl", "body.partnerName"].sort(),
    );
    const missing = await call("PUT", "partner", t.owner, { partnerName: "x" });
    expect(missing.statusCode).toBe(400);
  });

  it("saves marketing ids, validating their shapes", async () => {
    const current = consoleMarketingSchema.parse((await call("GET", "marketing", t.owner)).json());
    const bad = await call("PUT", "marketing", t.owner, { ...current, gtmId: "UA-1234", ga4Id: "G-lower" });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(["body.ga4Id", "body.gtmId"]);
    const response = await call("PUT", "marketing", t.owner, {
      ...current,
      gtmId: "GTM-ABC1234",
      youtubeUrl: "",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(consoleMarketingSchema.parse(response.json())).toMatchObject({
      gtmId: "GTM-ABC1234",
      youtubeUrl: null,
    });
    expect(await eventually(async () => (await storefront()).partnerMarketingInfo.gtmId, "GTM-ABC1234")).toBe(
      "GTM-ABC1234",
    );
    expect((await lastAudit())?.action).toBe("settings.marketing");
  });

  it("saves the homepage configuration; unknown enums and out-of-range numbers are 400", async () => {
    const current = consoleHomepageSchema.parse((await call("GET", "homepage", t.owner)).json());
    const bad = await call("PUT", "homepage", t.owner, {
      ...current,
      popupType: "MODAL",
      reservationMode: "LOOSE",
      reservationRange: 0,
      popupTopOffset: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(
      ["body.popupTopOffset", "body.popupType", "body.reservationMode", "body.reservationRange"].sort(),
    );
    const next = {
      ...current,
      popupType: "GRID" as const,
      hasPriceView: !current.hasPriceView,
      reservationRange: 30,
    };
    const response = await call("PUT", "homepage", t.owner, next);
    expect(response.statusCode, response.body).toBe(200);
    expect(consoleHomepageSchema.parse(response.json())).toEqual(next);
    const config = await eventually(async () => (await storefront()).homepageConfig.popupType, "GRID");
    expect(config).toBe("GRID");
    expect((await lastAudit())?.action).toBe("settings.homepage");
  });
});
