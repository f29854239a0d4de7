import { randomUUID } from "node:crypto";
import {
  errorMessages,
  eventPageSchema,
  exhibitionPageSchema,
  productCategoryListSchema,
  productPageSchema,
  VISITOR_ID_HEADER,
} from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, HANEUL, LUMIERE, site, type TestApp } from "../testing/test-app";
import { CATALOGUE_OTHER_PATHS, CATALOGUE_ROUTES, CATALOGUE_ROUTES_NEEDING_INPUT } from "./catalogue-routes";
import { createTestCatalogue } from "./products/test-catalogue";

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, unknown>;
}

describe("catalogue routes", () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  /** A URL per catalogue GET route that answers 200 for `host`, with the headers it needs. */
  let samples: { path: string; url: string; headers: Record<string, string> }[];
  let host: string;

  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject({ method: "GET", url: "/docs/json" })).json().paths;
    const shop = await createTestCatalogue(t.database, "routes");
    host = shop.host;
    const category = await shop.category();
    const product = await shop.product(category);
    const event = await shop.event({}, [product]);
    const exhibition = await shop.exhibition({}, [product]);
    const branding = await shop.branding({ categoryId: category });
    const idFor = (path: string) => {
      if (path.includes("categories")) return category;
      if (path.includes("events")) return event;
      if (path.includes("exhibitions")) return exhibition;
      if (path.includes("brandings")) return branding;
      return product;
    };
    samples = CATALOGUE_ROUTES.map((path) => ({
      path,
      url: path
        .replace("{id}", String(idFor(path)))
        .replace(/^\/v2\/event\/products$/, `$&?eventId=${event}`),
      headers: (path === "/recent-products" ? { [VISITOR_ID_HEADER]: randomUUID() } : {}) as Record<
        string,
        string
      >,
    }));
  });
  afterAll(() => t.close());

  it("documents every route with the tenant header and the error responses", () => {
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([...CATALOGUE_ROUTES, ...CATALOGUE_OTHER_PATHS]),
    );
    for (const path of CATALOGUE_ROUTES) {
      const get = paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(get?.parameters).toContainEqual(
        expect.objectContaining({ in: "header", name: "x-tenant-origin", required: true }),
      );
      expect(Object.keys(get?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "404", "500"]));
    }
    for (const path of CATALOGUE_OTHER_PATHS) expect(paths[path]?.delete, path).toBeDefined();
    expect(paths["/recent-products"]?.post).toBeDefined();
    expect(paths["/recent-products"]?.get?.parameters).toContainEqual(
      expect.objectContaining({ in: "header", name: VISITOR_ID_HEADER, required: true }),
    );
  });

  it("answers every route without the tenant header with 404 site not found", async () => {
    for (const { url, headers } of samples) {
      const response = await t.app.inject({ method: "GET", url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        message: "site not found",
        translate: errorMessages.siteNotFound,
      });
    }
  });

  it("answers every route with 200 given the input it needs, and the plain ones on a demo clinic", async () => {
    for (const { url, headers } of samples) {
      const response = await t.app.inject({ method: "GET", url, headers: { ...site(host), ...headers } });
      expect(response.statusCode, url).toBe(200);
    }
    for (const path of CATALOGUE_ROUTES.filter((route) => !CATALOGUE_ROUTES_NEEDING_INPUT.includes(route))) {
      const response = await t.app.inject({ method: "GET", url: path, headers: site(HANEUL) });
      expect(response.statusCode, path).toBe(200);
    }
  });

  it.each([
    ["lumiere", LUMIERE],
    ["haneul", HANEUL],
  ])("opens everything the %s demo clinic lists, and none of it for the other clinic", async (_, origin) => {
    const other = origin === LUMIERE ? HANEUL : LUMIERE;
    const get = (url: string, from = origin) => t.app.inject({ method: "GET", url, headers: site(from) });
    const products = productPageSchema.parse((await get("/products?pageSize=100")).json());
    const events = eventPageSchema.parse((await get("/events?pageSize=100")).json());
    const exhibitions = exhibitionPageSchema.parse((await get("/customer/exhibitions?pageSize=100")).json());
    const categories = productCategoryListSchema.parse((await get("/product-categories")).json());
    // The demo seed has a catalogue for both clinics; an empty one would make this test prove nothing.
    for (const list of [products.rows, events.rows, exhibitions.rows, categories.rows]) {
      expect(list.length).toBeGreaterThan(0);
    }
    const urls = [
      ...products.rows.map((row) => `/products/${row.id}`),
      ...events.rows.map((row) => `/events/${row.id}`),
      ...exhibitions.rows.map((row) => `/customer/exhibitions/${row.id}`),
      ...categories.rows.map((row) => `/v2/product-categories/${row.id}`),
    ];
    for (const url of urls) {
      expect((await get(url)).statusCode, url).toBe(200);
      expect((await get(url, other)).statusCode, `${url} on the other clinic`).toBe(404);
    }
  });
});
