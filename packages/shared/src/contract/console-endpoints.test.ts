import { describe, expect, it } from "vitest";
import { consoleEndpoints, withContentEntity } from "./console-endpoints";
import { consoleSchemas } from "./console-schemas";
import { endpointPath } from "./endpoint";
import { matchStorefrontEndpoint } from "./storefront-endpoints";

const endpoints = Object.entries(consoleEndpoints);

describe("consoleEndpoints", () => {
  it("declares each method and path once, every one under /console", () => {
    const keys = endpoints.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, endpoint] of endpoints) expect(endpoint.path, name).toMatch(/^\/console\//);
  });

  it("has schemas naming exactly the path's parameters", () => {
    for (const [name, endpoint] of endpoints) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
      const schemas = consoleSchemas[name as keyof typeof consoleSchemas];
      const inSchema = "params" in schemas ? Object.keys(schemas.params.shape).sort() : [];
      expect(inSchema, name).toEqual(inPath);
    }
  });

  it("is never forwarded by a clinic's same-origin pass-through (decision 0017)", () => {
    for (const [name, endpoint] of endpoints) {
      const path = endpointPath(endpoint, {
        partnerId: 1,
        entity: "notices",
        id: 2,
        answerId: 3,
        staffId: 4,
        mediaId: 5,
        overrideId: 6,
        employeeId: 7,
        kind: "REMINDER_DAY_BEFORE",
        date: "2026-12-01",
        language: "ja",
      });
      expect(matchStorefrontEndpoint(endpoint.method, path), name).toBeNull();
    }
  });

  it("fills a content route with an entity's key and keeps the other parameters for the router", () => {
    expect(withContentEntity(consoleEndpoints.saveDraft, "before-afters")).toEqual({
      method: "PUT",
      path: "/console/clinics/:partnerId/content/before-afters/:id/draft",
    });
    expect(() => withContentEntity(consoleEndpoints.contentList, "../staff")).toThrow(TypeError);
  });
});
