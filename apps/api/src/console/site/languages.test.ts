import { consoleCall, eventually, signInStaff } from "@api/testing/console-fixtures";
import { useConsoleTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { apiErrorSchema, consoleSiteLanguagesSchema, siteConfigSchema } from "@clinic/shared";
import { describe, expect, it } from "vitest";

describe("the languages a clinic's site is read in (issue 29)", () => {
  const t = useConsoleTestApp({ cachePublicAnswers: true });

  const call = (method: "GET" | "PUT", token?: string, payload?: object) =>
    consoleCall(t, token)(method, `/console/clinics/${t.lumiere}/site/languages`, payload);
  const offered = async (origin = LUMIERE) =>
    siteConfigSchema.parse(
      (
        await t.app.inject({ method: "GET", url: "/partners/this/site-config", headers: site(origin) })
      ).json(),
    ).languages;

  it("answers the demo's languages, Korean first, and the storefront reads the same", async () => {
    const answer = consoleSiteLanguagesSchema.parse((await call("GET", t.owner)).json());
    expect(answer.languages).toEqual(["ko", "en", "ja", "zh-CN", "zh-TW"]);
    expect(await offered()).toEqual(answer.languages);
  });

  it("stores a choice in the platform's order, keeps Korean on, and the storefront follows at once", async () => {
    const saved = await call("PUT", t.owner, { languages: ["zh-TW", "en", "en"] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(consoleSiteLanguagesSchema.parse(saved.json()).languages).toEqual(["ko", "en", "zh-TW"]);
    expect(await eventually(offered, ["ko", "en", "zh-TW"])).toEqual(["ko", "en", "zh-TW"]);
    // Another clinic's languages are its own.
    expect(await offered(HANEUL)).toEqual(["ko", "en", "ja", "zh-CN", "zh-TW"]);

    const koreanOnly = await call("PUT", t.owner, { languages: [] });
    expect(consoleSiteLanguagesSchema.parse(koreanOnly.json()).languages).toEqual(["ko"]);
    expect(await eventually(offered, ["ko"])).toEqual(["ko"]);
    await call("PUT", t.owner, { languages: ["en", "ja", "zh-CN", "zh-TW"] });
  });

  it("refuses unknown languages and bad bodies with Korean messages and changes nothing", async () => {
    const before = (await call("GET", t.owner)).json();
    for (const payload of [{ languages: ["fr"] }, { languages: "en" }, {}, { languages: [1] }]) {
      const response = await call("PUT", t.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).status).toBe(400);
    }
    expect((await call("GET", t.owner)).json()).toEqual(before);
  });

  it("is the owner's: staff and the signed-out get no answer", async () => {
    const staff = await signInStaff(t, t.lumiere);
    expect((await call("PUT", staff, { languages: [] })).statusCode).toBe(403);
    expect((await call("GET")).statusCode).toBe(401);
  });
});
