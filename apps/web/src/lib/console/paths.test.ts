import { describe, expect, it } from "vitest";
import { clinicHref, planConsolePath } from "./paths";

describe("planConsolePath", () => {
  it("serves every console path from app/console", () => {
    expect(planConsolePath("/")).toBe("/console");
    expect(planConsolePath("/login")).toBe("/console/login");
    expect(planConsolePath("/clinics/3/reservations")).toBe("/console/clinics/3/reservations");
  });

  it("never serves the storefront's API nor a doubled prefix on the console host", () => {
    expect(planConsolePath("/api/partners/this")).toBeNull();
    expect(planConsolePath("/api")).toBeNull();
    expect(planConsolePath("/console/login")).toBeNull();
  });

  it("builds clinic links", () => {
    expect(clinicHref(2)).toBe("/clinics/2/reservations");
    expect(clinicHref(2, "audit")).toBe("/clinics/2/audit");
  });
});
