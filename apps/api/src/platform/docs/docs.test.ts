import { createTestApp, TENANT_OTHER_PATHS, TENANT_ROUTES, type TestApp } from "@api/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, unknown> };
}

interface OperationObject {
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, unknown>;
}

function collectRefs(value: unknown, refs: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, refs);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") refs.push(child);
      else collectRefs(child, refs);
    }
  }
  return refs;
}

describe("GET /docs/json", () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: "GET", url: "/docs/json" });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(() => t.close());

  it("is an OpenAPI 3.1 document listing every API route", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    const storefront = Object.keys(doc.paths).filter((path) => !path.startsWith("/console/"));
    expect(storefront.sort()).toEqual(
      [...TENANT_ROUTES, ...TENANT_OTHER_PATHS, "/health", "/sites/resolve", "/platform/tls/ask"].sort(),
    );
    expect(doc.paths["/docs/json"]).toBeUndefined();
  });

  it("documents the tenant header, the query parameters and the error responses", () => {
    for (const path of TENANT_ROUTES) {
      const get = doc.paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(get?.parameters).toContainEqual(
        expect.objectContaining({ in: "header", name: "x-tenant-origin", required: true }),
      );
      expect(Object.keys(get?.responses ?? {})).toEqual(
        expect.arrayContaining(["200", "400", "404", "500", "503"]),
      );
    }
    expect(doc.paths["/banners"]?.get?.parameters).toContainEqual(
      expect.objectContaining({ in: "query", name: "bannerLocation" }),
    );
    expect(doc.paths["/sites/resolve"]?.get?.parameters).toContainEqual(
      expect.objectContaining({ in: "query", name: "host", required: true }),
    );
  });

  it("documents every console path under the console tag, and its 401 and 403 where a session is needed", () => {
    const consolePaths = Object.keys(doc.paths).filter((path) => path.startsWith("/console/"));
    expect(consolePaths).toEqual(
      expect.arrayContaining([
        "/console/auth/sign-in",
        "/console/me",
        "/console/clinics/{partnerId}/staff",
        "/console/clinics/{partnerId}/audit",
        "/console/clinics/{partnerId}/reservations",
      ]),
    );
    const open = new Set(["/console/auth/sign-in", "/console/auth/accept-invite"]);
    for (const path of consolePaths) {
      for (const [method, operation] of Object.entries(doc.paths[path] ?? {})) {
        const label = `${method} ${path}`;
        expect((operation as { tags?: string[] }).tags, label).toEqual(["console"]);
        if (open.has(path)) continue;
        expect(Object.keys(operation.responses), label).toEqual(
          expect.arrayContaining(["401", "400", "503"]),
        );
        if (path.includes("{partnerId}")) expect(Object.keys(operation.responses), label).toContain("403");
      }
    }
  });

  it("names the shared schemas as components, and every reference resolves", () => {
    const schemas = doc.components?.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(["ApiError", "PartnerInfo", "SiteConfig", "Banner"]),
    );
    const refs = collectRefs(doc.paths);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(schemas[ref.replace("#/components/schemas/", "")], ref).toBeDefined();
    }
  });
});
