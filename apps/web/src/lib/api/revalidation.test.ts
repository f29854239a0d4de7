import { describe, expect, it } from "vitest";
import { kindsForTables, revalidateRequestSchema } from "./revalidation";

describe("kindsForTables", () => {
  it("drops products wherever they are shown when a product changes", () => {
    expect(kindsForTables(["products"])).toEqual([
      "brandings",
      "events",
      "exhibitions",
      "products",
      "reviews",
      "search",
    ]);
  });

  it("merges the areas of several tables without duplicates", () => {
    expect(kindsForTables(["terms", "terms_histories", "banners"])).toEqual(["banners", "terms"]);
  });

  it("drops the customer centre, and only it, when its notices, FAQ or after-notices change", () => {
    expect(kindsForTables(["notices", "faq_groups", "faqs", "after_notices"])).toEqual(["cscenter"]);
  });

  it("drops everything of the site for a table it does not know", () => {
    expect(kindsForTables(["banners", "carts_v9"])).toBe("all");
  });
});

describe("revalidateRequestSchema", () => {
  it.each([
    { site: "lumiere", tables: [] },
    { site: "../x", tables: ["products"] },
    { site: "lumiere", tables: ["products; drop"] },
    { site: "lumiere" },
  ])("rejects %j", (body) => expect(revalidateRequestSchema.safeParse(body).success).toBe(false));
});
