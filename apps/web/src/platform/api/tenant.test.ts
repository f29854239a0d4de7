import { describe, expect, it } from "vitest";
import { siteRootTag, siteTag, tenantOrigin } from "./tenant";

describe("tenantOrigin", () => {
  it("builds {scheme}://{code}.{platform domain}", () => {
    expect(tenantOrigin("lumiere", { scheme: "http", platformDomain: "localhost" })).toBe(
      "http://lumiere.localhost",
    );
    expect(tenantOrigin("haneul", { scheme: "https", platformDomain: "clinic.example" })).toBe(
      "https://haneul.clinic.example",
    );
  });
});

describe("cache tags", () => {
  it("always carry the site", () => {
    expect(siteTag("lumiere", "banners")).toBe("site:lumiere:banners");
    expect(siteRootTag("haneul")).toBe("site:haneul");
  });
});
