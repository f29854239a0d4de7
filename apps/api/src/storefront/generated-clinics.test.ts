import { generateClinics } from "@clinic/db/generate-clinics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, LUMIERE, site, type TestApp } from "../testing/test-app";

// The bench's many clinics (issue 28): generated beside the demo, each on a host of its own, served like any clinic.
describe("generated clinics", () => {
  let t: TestApp;
  let hosts: string[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ hosts } = await generateClinics(t.database, {
      count: 3,
      platformDomain: "localhost",
      mediaDir: t.mediaDir,
    }));
  });
  afterAll(() => t.close());

  it("creates the clinics on distinct hosts, and again leaves them as they are", async () => {
    expect(hosts).toEqual(["c0001.localhost", "c0002.localhost", "c0003.localhost"]);
    const again = await generateClinics(t.database, {
      count: 4,
      platformDomain: "localhost",
      mediaDir: t.mediaDir,
      images: false,
    });
    expect(again).toMatchObject({ created: 1, existing: 3 });
    expect(again.hosts).toHaveLength(4);
  });

  it("serves each clinic's own name, products, notices and images", async () => {
    const names = new Set<string>();
    for (const host of hosts) {
      const headers = site(`http://${host}:3000`);
      const partner = await t.app.inject({ method: "GET", url: "/partners/this", headers });
      expect(partner.statusCode).toBe(200);
      names.add(partner.json().partnerName);
      const products = await t.app.inject({ method: "GET", url: "/products", headers });
      expect(products.statusCode).toBe(200);
      expect(products.json().rows.length).toBeGreaterThan(0);
      const notices = await t.app.inject({ method: "GET", url: "/customer/notices", headers });
      expect(notices.statusCode).toBe(200);
      expect(notices.json().rows.length).toBeGreaterThan(0);
    }
    expect(names.size).toBe(hosts.length);
    const demo = await t.app.inject({ method: "GET", url: "/partners/this", headers: site(LUMIERE) });
    expect(names.has(demo.json().partnerName)).toBe(false);
    const logo = await t.app.inject({ method: "GET", url: "/media/c0001/logo.svg" });
    expect(logo.statusCode).toBe(200);
  });
});
