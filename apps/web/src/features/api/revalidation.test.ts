import { revalidateRequestSchema } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { tagsForAnnouncement } from "./revalidation";

describe("tagsForAnnouncement", () => {
  it("drops one tag per announced area", () => {
    expect(tagsForAnnouncement({ site: "lumiere", areas: ["terms", "banners"] })).toEqual([
      "site:lumiere:banners",
      "site:lumiere:terms",
    ]);
  });

  it("drops everything of the site for 'all' or an area this build does not know", () => {
    expect(tagsForAnnouncement({ site: "lumiere", areas: ["all"] })).toEqual(["site:lumiere"]);
    expect(tagsForAnnouncement({ site: "lumiere", areas: ["banners", "gift-cards"] })).toEqual([
      "site:lumiere",
    ]);
  });
});

describe("revalidateRequestSchema", () => {
  it("reads the old { site, tables } shape by working out the areas", () => {
    expect(revalidateRequestSchema.parse({ site: "lumiere", tables: ["notices"] })).toEqual({
      site: "lumiere",
      tables: ["notices"],
      areas: ["cscenter"],
    });
  });

  it.each([
    { site: "lumiere", tables: [] },
    { site: "../x", tables: ["products"] },
    { site: "lumiere", tables: ["products; drop"] },
    { site: "lumiere" },
    { site: "lumiere", tables: ["products"], areas: [] },
    { site: "lumiere", tables: ["products"], areas: ["Products!"] },
  ])("rejects %j", (body) => expect(revalidateRequestSchema.safeParse(body).success).toBe(false));
});
