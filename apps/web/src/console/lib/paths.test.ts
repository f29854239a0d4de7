import { describe, expect, it } from "vitest";
import { clinicHref, clinicPagePath, planConsolePath } from "./paths";

describe("planConsolePath", () => {
  it.each([
    ["/", "/console"],
    ["/login", "/console/login"],
    ["/clinics/3/reservations", "/console/clinics/3/reservations"],
    // Never the storefront's API, nor a doubled prefix, on the console host
    ["/api/partners/this", null],
    ["/api", null],
    ["/console/login", null],
  ])("plans %s as %s", (pathname, planned) => expect(planConsolePath(pathname)).toBe(planned));

  it("builds clinic links for the browser and Next's own page paths", () => {
    expect([clinicHref(2), clinicHref(2, "audit"), clinicPagePath(2, "staff")]).toEqual([
      "/clinics/2/reservations",
      "/clinics/2/audit",
      "/console/clinics/2/staff",
    ]);
  });
});
