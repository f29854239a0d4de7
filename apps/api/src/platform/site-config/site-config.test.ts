import { insertBarePartner } from "@api/testing/fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import { siteConfigSchema } from "@clinic/shared";
import { describe, expect, it } from "vitest";

describe("GET /partners/this/site-config", () => {
  const t = useTestApp();

  const config = async (origin: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/partners/this/site-config",
      headers: site(origin),
    });
    expect(response.statusCode).toBe(200);
    return siteConfigSchema.parse(response.json());
  };

  it("answers each clinic's own shell: theme, logos, navigation, branches, buttons", async () => {
    const lumiere = await config(LUMIERE);
    const haneul = await config(HANEUL);
    expect(lumiere.theme.colors).not.toEqual(haneul.theme.colors);
    expect(lumiere.logos.pcTransparent).not.toBe(haneul.logos.pcTransparent);
    expect(lumiere.navigation.length).toBeGreaterThan(0);
    expect(haneul.navigation.length).toBeGreaterThan(0);
    expect(lumiere.rightButtons.length).toBeGreaterThan(0);
  });

  it("nests sub-items under their parent, both levels in weight order", async () => {
    const bare = await insertBarePartner(t.database, "navtest");
    const insert = (values: typeof schema.navigationItems.$inferInsert) =>
      t.database.db
        .insert(schema.navigationItems)
        .values(values)
        .returning({ id: schema.navigationItems.id })
        .then(([row]) => row!.id);
    const later = await insert({ partnerId: bare.id, title: "나중", url: "/later", weight: 2 });
    const first = await insert({
      partnerId: bare.id,
      title: "먼저",
      url: "/first",
      weight: 1,
      badgeCount: 3,
    });
    await insert({ partnerId: bare.id, parentId: first, title: "둘째", url: "/first/b", weight: 2 });
    await insert({ partnerId: bare.id, parentId: first, title: "첫째", url: "/first/a", weight: 1 });
    await insert({ partnerId: bare.id, parentId: later, title: "하나", url: "/later/a", weight: 0 });

    expect((await config(bare.host)).navigation).toEqual([
      {
        title: "먼저",
        url: "/first",
        badgeCount: 3,
        subList: [
          { title: "첫째", url: "/first/a" },
          { title: "둘째", url: "/first/b" },
        ],
      },
      { title: "나중", url: "/later", badgeCount: null, subList: [{ title: "하나", url: "/later/a" }] },
    ]);
  });

  it("answers defaults for a clinic that configured nothing", async () => {
    const bare = await insertBarePartner(t.database, "plain");
    expect(await config(bare.host)).toEqual({
      theme: { colors: {} },
      logos: { pcTransparent: null, pcWhite: null, mobileTransparent: null, mobileWhite: null, footer: null },
      header: { isTransparent: false, isWhiteTheme: false, topText: null },
      navigation: [],
      franchiseList: [],
      rightButtons: [],
      floatingItems: [],
      channelOverrides: [],
      footer: {
        consultationText: null,
        description: null,
        links: [],
        contactTitle: null,
        hoursTitle: null,
      },
      mobileMenu: { chatTitle: null, chatText: null, phoneLabel: null },
      floatingButton: { text: null, hideButton: false },
      widget: { type: "treatment", colors: {} },
      languages: ["ko"],
    });
  });
});
