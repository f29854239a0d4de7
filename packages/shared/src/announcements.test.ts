import { describe, expect, it } from "vitest";
import {
  announcementChannel,
  announcementFor,
  announcementSchema,
  areasForTables,
  touchesHosts,
} from "./announcements";

describe("areasForTables", () => {
  it("drops products wherever they are shown when a product changes", () => {
    expect(areasForTables(["products"])).toEqual([
      "brandings",
      "events",
      "exhibitions",
      "products",
      "reviews",
      "search",
    ]);
  });

  it("merges the areas of several tables without duplicates", () => {
    expect(areasForTables(["terms", "terms_histories", "banners"])).toEqual(["banners", "terms"]);
  });

  it("drops the customer centre, and only it, when its notices, FAQ or after-notices change", () => {
    expect(areasForTables(["notices", "faq_groups", "faqs", "after_notices"])).toEqual(["cscenter"]);
  });

  it("drops everything of the site for a table it does not know", () => {
    expect(areasForTables(["banners", "carts_v9"])).toEqual(["all"]);
  });
});

describe("announcements", () => {
  it("carries the sorted tables and their areas, and passes its own schema", () => {
    const announcement = announcementFor("lumiere", ["partner_hosts", "banners", "banners"]);
    expect(announcement).toEqual({
      site: "lumiere",
      tables: ["banners", "partner_hosts"],
      areas: ["banners", "partner"],
    });
    expect(announcementSchema.parse(announcement)).toEqual(announcement);
  });

  it("knows which tables change host resolution", () => {
    expect(touchesHosts(["banners", "partner_hosts"])).toBe(true);
    expect(touchesHosts(["partners"])).toBe(true);
    expect(touchesHosts(["banners"])).toBe(false);
  });

  it("names the channel after the Redis key prefix", () => {
    expect(announcementChannel("e2e-1")).toBe("e2e-1:announcements");
    expect(announcementChannel()).toBe("clinic-web:announcements");
  });
});
