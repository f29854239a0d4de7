import { insertBarePartner } from "@api/testing/fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import { popupListSchema } from "@clinic/shared";
import { describe, expect, it } from "vitest";

const DAY_MS = 86_400_000;

describe("GET /customer/popups", () => {
  const t = useTestApp();

  const popups = async (origin: string) => {
    const response = await t.app.inject({ method: "GET", url: "/customer/popups", headers: site(origin) });
    expect(response.statusCode).toBe(200);
    return popupListSchema.parse(response.json()).rows;
  };

  it("answers each clinic's own popups with their items", async () => {
    const lumiere = await popups(LUMIERE);
    const haneul = await popups(HANEUL);
    expect(lumiere.length).toBeGreaterThan(0);
    expect(haneul.length).toBeGreaterThan(0);
    const lumiereIds = new Set(lumiere.map((popup) => popup.id));
    expect(haneul.some((popup) => lumiereIds.has(popup.id))).toBe(false);
    expect(lumiere.every((popup) => popup.popupItems.length > 0)).toBe(true);
  });

  it("answers only visible popups inside their display window, by weight, items by weight", async () => {
    const bare = await insertBarePartner(t.database, "popuptest");
    const now = Date.now();
    const insert = (values: Omit<typeof schema.popups.$inferInsert, "partnerId">) =>
      t.database.db
        .insert(schema.popups)
        .values({ partnerId: bare.id, locations: ["/"], ...values })
        .returning({ id: schema.popups.id })
        .then(([row]) => row!.id);
    const second = await insert({
      weight: 2,
      startsAt: new Date(now - DAY_MS),
      endsAt: new Date(now + DAY_MS),
    });
    const first = await insert({ weight: 1, direction: "TOP_LEFT", pcSizeType: "PIXEL", pcWidth: 400 });
    await insert({ weight: 0, isVisible: false });
    await insert({ weight: 0, startsAt: new Date(now + DAY_MS) });
    await insert({ weight: 0, endsAt: new Date(now - DAY_MS) });
    await t.database.db.insert(schema.popupItems).values([
      { partnerId: bare.id, popupId: first, title: "뒤", weight: 5, pcContent: "/media/b.svg" },
      { partnerId: bare.id, popupId: first, title: "앞", weight: 1, devices: ["PC"], linkTo: "/events" },
    ]);

    const rows = await popups(bare.host);
    expect(rows.map((popup) => popup.id)).toEqual([first, second]);
    expect(rows[0]).toMatchObject({
      direction: "TOP_LEFT",
      pcSizeType: "PIXEL",
      pcWidth: 400,
      locations: ["/"],
    });
    expect(rows[0]?.popupItems.map((item) => [item.title, item.devices])).toEqual([
      ["앞", ["PC"]],
      ["뒤", ["PC", "MOBILE"]],
    ]);
    expect(rows[1]?.popupItems).toEqual([]);
  });
});
