import { consoleCall, eventually, signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { latestAudit, useConsoleTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  type ConsoleBranchesBody,
  type ConsoleFloatingItemsBody,
  type ConsoleNavigationBody,
  type ConsoleRightButtonsBody,
  type ConsoleThemeBody,
  partnerKeywordListSchema,
  siteConfigSchema,
} from "@clinic/shared";
import { describe, expect, it } from "vitest";

const navigation: ConsoleNavigationBody = {
  rows: [
    {
      title: "시술 안내",
      url: "/products",
      badgeCount: 3,
      subList: [{ title: "리프팅", url: "/products/1" }],
    },
    { title: "블로그", url: "https://blog.example.com", badgeCount: null, subList: [] },
  ],
};
const branches: ConsoleBranchesBody = {
  rows: [
    { title: "부산점", url: "https://busan.example.com", hrefTarget: "_self" },
    { title: "대구점", url: "https://daegu.example.com", hrefTarget: "_blank" },
  ],
};
const rightButtons: ConsoleRightButtonsBody = {
  rows: [
    {
      buttonText: "방문 예약",
      buttonType: "line",
      buttonUrl: null,
      buttonImageUrl: "/media/button.svg",
      hideButton: false,
      useWidget: "visit",
    },
  ],
};
const floatingItems: ConsoleFloatingItemsBody = {
  rows: [
    {
      title: "카톡 상담",
      url: "https://pf.kakao.com/x",
      buttonReservationConsulting: false,
      pcImageUrl: "/media/kakao.svg",
      mobileImageUrl: null,
    },
    {
      title: "예약 상담",
      url: null,
      buttonReservationConsulting: true,
      pcImageUrl: null,
      mobileImageUrl: null,
    },
  ],
};
const theme: ConsoleThemeBody = {
  colors: { primary_1: "#112233", secondary_2: "#AABBCC" },
  logoPcTransparent: "/media/logo.svg",
  logoPcWhite: null,
  logoMobileTransparent: "",
  logoMobileWhite: null,
  logoFooter: "https://cdn.example.com/footer.png",
};

describe("console site shell: /console/clinics/:partnerId/site/*", () => {
  const t = useConsoleTestApp({ cachePublicAnswers: true });

  const call = (method: "GET" | "PUT", path: string, token?: string, payload?: object, clinic = t.lumiere) =>
    consoleCall(t, token)(method, `/console/clinics/${clinic}/site/${path}`, payload);
  const siteConfig = async (origin = LUMIERE) =>
    siteConfigSchema.parse(
      (
        await t.app.inject({ method: "GET", url: "/partners/this/site-config", headers: site(origin) })
      ).json(),
    );
  const keywords = async (origin = LUMIERE, language?: string) =>
    partnerKeywordListSchema
      .parse(
        (
          await t.app.inject({
            method: "GET",
            url: `/customer/partner-keywords${language ? `?languageCode=${language}` : ""}`,
            headers: site(origin),
          })
        ).json(),
      )
      .rows.map((row) => row.keyword);
  const lastAudit = () => latestAudit(t);
  const fieldsOf = (body: string) => (apiErrorSchema.parse(JSON.parse(body)).fields ?? []).map((f) => f.path);

  const documents = [
    [
      "navigation",
      navigation,
      "site.navigation",
      (c: Awaited<ReturnType<typeof siteConfig>>) => c.navigation,
    ],
    ["branches", branches, "site.branches", (c: Awaited<ReturnType<typeof siteConfig>>) => c.franchiseList],
    [
      "right-buttons",
      rightButtons,
      "site.right-buttons",
      (c: Awaited<ReturnType<typeof siteConfig>>) => c.rightButtons,
    ],
    [
      "floating-items",
      floatingItems,
      "site.floating-items",
      (c: Awaited<ReturnType<typeof siteConfig>>) => c.floatingItems,
    ],
  ] as const;

  it.each(documents)(
    "replaces %s; the storefront's site-config shows it at once; audited",
    async (path, body, action, pick) => {
      const before = await call("GET", path, t.owner);
      expect(before.statusCode, before.body).toBe(200);
      expect((before.json() as { rows: unknown[] }).rows).toEqual(pick(await siteConfig()));
      const haneulBefore = pick(await siteConfig(HANEUL));

      const saved = await call("PUT", path, t.owner, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as { rows: unknown[] }).rows).toEqual(body.rows);
      expect(await eventually(async () => pick(await siteConfig()), body.rows)).toEqual(body.rows);
      expect(pick(await siteConfig(HANEUL))).toEqual(haneulBefore);
      expect((await lastAudit())?.action).toBe(action);

      // Reordering is sending the list in the new order.
      const reversed: unknown[] = [...body.rows].reverse();
      expect((await call("PUT", path, t.owner, { rows: reversed })).statusCode).toBe(200);
      expect(await eventually<unknown>(async () => pick(await siteConfig()), reversed)).toEqual(reversed);
      expect((await call("PUT", path, t.owner, { rows: [] })).json()).toEqual({ rows: [] });
    },
  );

  it("takes every seeded document back unchanged (the isolation matrix's control sends them)", async () => {
    for (const code of ["lumiere", "haneul"] as const) {
      const token = await signInOwner(t, code);
      const clinic = t.partnerIds[code];
      for (const path of ["navigation", "branches", "right-buttons", "floating-items", "keywords", "theme"]) {
        const seeded = await call("GET", path, token, undefined, clinic);
        expect(seeded.statusCode, seeded.body).toBe(200);
        const saved = await call("PUT", path, token, seeded.json(), clinic);
        expect(saved.statusCode, `${code} ${path}: ${saved.body}`).toBe(200);
        expect(saved.json()).toEqual(seeded.json());
      }
    }
  });

  it("describes its routes in the OpenAPI document, bodies included", async () => {
    const response = await t.app.inject({ method: "GET", url: "/docs/json" });
    expect(response.statusCode, response.body).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> })
      .paths;
    expect(paths["/console/clinics/{partnerId}/site/theme"]?.put?.requestBody).toBeDefined();
    expect(paths["/console/clinics/{partnerId}/banners/{id}"]?.delete).toBeDefined();
  });

  it("replaces the recommended keywords in order; the search panel shows them", async () => {
    const saved = await call("PUT", "keywords", t.owner, { keywords: [" 리프팅 ", "보톡스", "필러"] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ keywords: ["리프팅", "보톡스", "필러"] });
    expect(await eventually(() => keywords(), ["리프팅", "보톡스", "필러"])).toEqual([
      "리프팅",
      "보톡스",
      "필러",
    ]);
    expect(await keywords(HANEUL)).not.toEqual(["리프팅", "보톡스", "필러"]);
    expect((await lastAudit())?.action).toBe("site.keywords");
    expect((await call("GET", "keywords", t.owner)).json()).toMatchObject({
      keywords: ["리프팅", "보톡스", "필러"],
    });
  });

  it("keeps each language's keywords apart (issue 29): a foreign page suggests its own", async () => {
    const japanese = await keywords(LUMIERE, "ja");
    expect(japanese.length).toBeGreaterThan(0);
    const saved = await call("PUT", "keywords", t.owner, { keywords: ["Ulthera", "Botox"], language: "en" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ byLanguage: { en: ["Ulthera", "Botox"] } });
    expect(await eventually(() => keywords(LUMIERE, "en"), ["Ulthera", "Botox"])).toEqual([
      "Ulthera",
      "Botox",
    ]);
    // Korean and Japanese are untouched; a language emptied suggests none.
    expect(await keywords()).toEqual(["리프팅", "보톡스", "필러"]);
    expect(await keywords(LUMIERE, "ja")).toEqual(japanese);
    expect((await call("PUT", "keywords", t.owner, { keywords: ["x"], language: "fr" })).statusCode).toBe(
      400,
    );
    expect((await call("PUT", "keywords", t.owner, { keywords: [], language: "en" })).statusCode).toBe(200);
    expect(await eventually(() => keywords(LUMIERE, "en"), [])).toEqual([]);
  });

  it("replaces theme colours and logos; the storefront's theme follows", async () => {
    const saved = await call("PUT", "theme", t.owner, theme);
    expect(saved.statusCode, saved.body).toBe(200);
    const colors = { primary_1: "#112233", secondary_2: "#aabbcc" };
    expect(saved.json()).toEqual({
      colors,
      logoPcTransparent: "/media/logo.svg",
      logoPcWhite: null,
      logoMobileTransparent: null,
      logoMobileWhite: null,
      logoFooter: "https://cdn.example.com/footer.png",
    });
    const shown = await eventually(async () => (await siteConfig()).theme.colors, colors);
    expect(shown).toEqual(colors);
    const config = await siteConfig();
    expect(config.logos.pcTransparent).toBe("/media/logo.svg");
    expect(config.logos.footer).toBe("https://cdn.example.com/footer.png");
    // The rest of site_settings (footer texts) is untouched.
    expect(config.footer.description).not.toBeNull();
    expect((await lastAudit())?.action).toBe("site.theme");
  });

  it("401 without a session, 403 for another clinic's owner and for STAFF, before validation", async () => {
    for (const path of ["navigation", "branches", "right-buttons", "floating-items", "keywords", "theme"]) {
      expect((await call("GET", path)).statusCode).toBe(401);
      expect((await call("PUT", path, undefined, {})).statusCode).toBe(401);
      const haneulOwner = await signInOwner(t, "haneul");
      expect((await call("GET", path, haneulOwner)).statusCode).toBe(403);
      expect((await call("PUT", path, haneulOwner, { bad: true })).statusCode).toBe(403);
    }
    const staff = await signInStaff(t, t.lumiere);
    expect((await call("GET", "theme", staff)).statusCode).toBe(403);
    expect((await call("PUT", "keywords", staff, { keywords: [] })).statusCode).toBe(403);
  });

  it.each([
    ["navigation", { rows: [{ ...navigation.rows[0], url: "products" }] }, "body.rows.0.url"],
    ["navigation", { rows: [{ ...navigation.rows[0], title: " " }] }, "body.rows.0.title"],
    ["navigation", { rows: [{ ...navigation.rows[0], url: "//evil.example.com" }] }, "body.rows.0.url"],
    ["navigation", { rows: [{ ...navigation.rows[0], badgeCount: -1 }] }, "body.rows.0.badgeCount"],
    [
      "navigation",
      { rows: [{ ...navigation.rows[0], subList: [{ title: "x", url: "javascript:alert(1)" }] }] },
      "body.rows.0.subList.0.url",
    ],
    ["branches", { rows: [{ title: "a", url: "/a", hrefTarget: "_top" }] }, "body.rows.0.hrefTarget"],
    ["right-buttons", { rows: [{ ...rightButtons.rows[0], buttonType: "round" }] }, "body.rows.0.buttonType"],
    [
      "right-buttons",
      { rows: [{ ...rightButtons.rows[0], buttonImageUrl: "logo.png" }] },
      "body.rows.0.buttonImageUrl",
    ],
    [
      "floating-items",
      { rows: [{ ...floatingItems.rows[0], pcImageUrl: "/etc/passwd" }] },
      "body.rows.0.pcImageUrl",
    ],
    ["keywords", { keywords: ["a", "a"] }, "body.keywords.1"],
    ["keywords", { keywords: ["가".repeat(31)] }, "body.keywords.0"],
    ["keywords", { keywords: [""] }, "body.keywords.0"],
    ["keywords", { keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }, "body.keywords"],
    ["theme", { ...theme, colors: { primary_1: "red" } }, "body.colors.primary_1"],
    ["theme", { ...theme, colors: { gray_1: "#000000" } }, "body.colors"],
    ["theme", { ...theme, logoPcWhite: "javascript:x" }, "body.logoPcWhite"],
  ])("PUT %s rejects a bad value with 400 naming the field (%#)", async (path, payload, field) => {
    const response = await call("PUT", path, t.owner, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });
});
