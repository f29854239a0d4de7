import type { Endpoint } from "@clinic/shared/contract/endpoint";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { storefrontEndpoints } from "@clinic/shared/contract/storefront-endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { openApiPath } from "./contract-route";

/**
 * The contract's maps of routes (decision 0030). The console's map joins this list when its routes are
 * registered from the contract; until then its paths are left out below.
 */
const CONTRACT_MAPS: Record<string, Endpoint>[] = [storefrontEndpoints, platformEndpoints];
const NOT_YET_IN_THE_CONTRACT = (url: string) => url.startsWith("/console/");

// Fastify answers HEAD through the GET handler; it is not a route of its own.
const IMPLICIT_METHODS = new Set(["HEAD"]);
const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/** Every method and URL Fastify's router holds, prefix-only nodes (`/media/` above `*`) included. */
function routerRoutes(app: TestApp["app"]): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = TREE_LINE.exec(line.trimEnd());
    if (!match) continue;
    const [, indent = "", segment = "", methods] = match;
    const depth = indent.length / 4;
    const url = (prefixes[depth - 1] ?? "") + segment;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of methods?.split(",").map((name) => name.trim()) ?? []) {
      if (!IMPLICIT_METHODS.has(method)) routes.push(`${method} ${url}`);
    }
  }
  return routes;
}

const endpoints = CONTRACT_MAPS.flatMap((map) => Object.values(map));
const declared = endpoints.map(({ method, path }) => `${method} ${path}`);
/** printRoutes shows a wildcard route (`/media/*`) as a bare `*`, without its prefix. */
const asPrinted = ({ method, path }: Endpoint) => `${method} ${path.endsWith("*") ? "*" : path}`;

describe("the API and its contract", () => {
  let t: TestApp;
  let registered: string[];
  beforeAll(async () => {
    t = await createTestApp();
    registered = routerRoutes(t.app).filter((route) => !NOT_YET_IN_THE_CONTRACT(route.split(" ")[1] ?? ""));
  });
  afterAll(() => t.close());

  it("declares each endpoint once", () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("registers every route it answers from the contract, and every contract entry is a route", () => {
    expect(registered.length).toBeGreaterThan(100);
    const printed = endpoints.map(asPrinted);
    expect(registered.filter((route) => !printed.includes(route))).toEqual([]);
    const missing = endpoints.filter(({ method, path }) => !t.app.hasRoute({ method, url: path }));
    expect(missing).toEqual([]);
  });

  it("documents every contract entry the document does not deliberately hide", async () => {
    const hidden = [platformEndpoints.hello, platformEndpoints.openApiDocument, platformEndpoints.mediaFile];
    const document = (await t.app.inject({ method: "GET", url: "/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const endpoint of CONTRACT_MAPS.flatMap((map) => Object.values(map))) {
      const operation = document.paths[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()];
      if (hidden.includes(endpoint as (typeof hidden)[number]))
        expect(operation, endpoint.path).toBeUndefined();
      else expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    }
  });
});
