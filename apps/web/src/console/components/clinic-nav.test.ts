import { describe, expect, it } from "vitest";
import { sectionsFor } from "./clinic-nav";

const segments = (role: Parameters<typeof sectionsFor>[0]) =>
  sectionsFor(role).map((section) => section.segment);

describe("the console menu by role (issue 27)", () => {
  it("shows staff the desk, not the schedule, the settings or the accounts", () => {
    const staff = segments("STAFF");
    expect(staff).toEqual(expect.arrayContaining(["reservations", "inbox", "messages"]));
    for (const hidden of ["schedule", "settings/partner", "staff", "audit", "platform"])
      expect(staff).not.toContain(hidden);
  });

  it("shows the manager the schedule too, but not the site settings or the accounts", () => {
    const manager = segments("MANAGER");
    expect(manager).toContain("schedule");
    for (const hidden of ["settings/partner", "site/theme", "staff", "audit", "platform"])
      expect(manager).not.toContain(hidden);
  });

  it("shows the owner everything but the operator's page", () => {
    const owner = segments("OWNER");
    expect(owner).toEqual(expect.arrayContaining(["schedule", "settings/partner", "staff", "audit"]));
    expect(owner).not.toContain("platform");
    expect(segments("OPERATOR")).toContain("platform");
  });
});
