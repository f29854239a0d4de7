import { TRANSLATABLE_ENTITIES } from "@clinic/shared";
import { consoleEndpoints, withContentEntity } from "@clinic/shared/contract/console-endpoints";
import type { Endpoint } from "@clinic/shared/contract/endpoint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { CONTENT_ENTITIES } from "./content/entities";

/** `/a/:b` as OpenAPI writes it: `/a/{b}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");

describe("the console's API and its contract (decision 0030)", () => {
  let t: TestApp;
  let paths: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject({ method: "GET", url: "/docs/json" })).json().paths;
  });
  afterAll(() => t.close());

  it("serves and documents exactly the routes of console-endpoints.ts, content ones once per entity", () => {
    const translationRoutes: Endpoint[] = [
      consoleEndpoints.translations,
      consoleEndpoints.saveTranslationDraft,
      consoleEndpoints.discardTranslationDraft,
      consoleEndpoints.publishTranslation,
    ];
    const expected = Object.values(consoleEndpoints).flatMap((endpoint) =>
      translationRoutes.includes(endpoint)
        ? // Translations (issue 29): once per translatable entity, banners included.
          TRANSLATABLE_ENTITIES.map((key) => withContentEntity(endpoint, key))
        : endpoint.path.includes(":entity")
          ? CONTENT_ENTITIES
              // Content the clinic only moderates (visitors' reviews) has no create route.
              .filter((entity) => endpoint !== consoleEndpoints.createContent || entity.create)
              .map((entity) => withContentEntity(endpoint, entity.key))
          : [endpoint],
    );
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith("/console/"))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(documented.sort()).toEqual(
      expected.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`).sort(),
    );
    for (const endpoint of expected)
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.path).toBe(true);
  });

  it("keeps every entity's own body schema on its create and draft routes", () => {
    const create = paths["/console/clinics/{partnerId}/content/notices"]?.post as {
      requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
    };
    const properties = create.requestBody?.content["application/json"]?.schema.properties ?? {};
    expect(Object.keys(properties)).toContain("title");
  });

  it("refuses an entity key that is not one", () => {
    expect(() => withContentEntity(consoleEndpoints.contentList, "../staff")).toThrow(TypeError);
  });
});
