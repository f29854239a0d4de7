import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

// Issue 24, decision 0029: the console and the storefront share only packages and the web app's shared trees
// (ui/, platform/). The lint rule checks the imports; this checks what the build actually ships to each page: the
// client modules Next lists in every route's client-reference manifest (the JavaScript a page may load). It reads
// the production build the suite's web server runs.
const webRoot = fileURLToPath(new URL("../../../apps/web/", import.meta.url));
const serverApp = join(webRoot, ".next/server/app");
const require = createRequire(import.meta.url);

interface RouteManifest {
  clientModules: Record<string, unknown>;
  entryCSSFiles: Record<string, { path: string }[]>;
}

function manifestsUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return manifestsUnder(path);
    return entry.name === "page_client-reference-manifest.js" ? [path] : [];
  });
}

/** A manifest is a script that assigns itself to globalThis.__RSC_MANIFEST[route]. */
function readManifest(file: string): RouteManifest {
  const holder = globalThis as { __RSC_MANIFEST?: Record<string, RouteManifest> };
  holder.__RSC_MANIFEST = {};
  require(file);
  const [manifest] = Object.values(holder.__RSC_MANIFEST);
  if (!manifest) throw new Error(`no manifest in ${file}`);
  return manifest;
}

/** The app's own source files a route ships, as paths inside apps/web/src. */
function shippedSources(manifest: RouteManifest): string[] {
  return Object.keys(manifest.clientModules)
    .map((key) => /\[project\]\/apps\/web\/src\/([^ ]+?)(?: <|$| \[)/.exec(key)?.[1])
    .filter((path): path is string => path !== undefined);
}

const routes = manifestsUnder(serverApp).map((file) => ({
  route: `/${relative(serverApp, file).replace(/\/?page_client-reference-manifest\.js$/, "")}`,
  sources: shippedSources(readManifest(file)),
}));
const consoleRoutes = routes.filter(({ route }) => route.startsWith("/console"));
const storefrontRoutes = routes.filter(({ route }) => route.startsWith("/[site]"));
const isConsoleSource = (path: string) => path.startsWith("console/") || path.startsWith("app/console/");
const isStorefrontSource = (path: string) => path.startsWith("features/") || path.startsWith("app/[site]/");

test.describe("bundle boundary (decision 0029)", () => {
  test("the build has console and storefront pages to compare", () => {
    expect(consoleRoutes.length).toBeGreaterThan(10);
    expect(storefrontRoutes.length).toBeGreaterThan(10);
    // The manifests name our sources, so the checks below can see a crossing.
    expect(consoleRoutes.flatMap(({ sources }) => sources).some(isConsoleSource)).toBe(true);
    expect(storefrontRoutes.flatMap(({ sources }) => sources).some(isStorefrontSource)).toBe(true);
  });

  test("no console page ships a storefront module", () => {
    const crossings = consoleRoutes.flatMap(({ route, sources }) =>
      sources.filter(isStorefrontSource).map((source) => `${route} ← ${source}`),
    );
    expect(crossings).toEqual([]);
  });

  test("no storefront page ships a console module", () => {
    const crossings = storefrontRoutes.flatMap(({ route, sources }) =>
      sources.filter(isConsoleSource).map((source) => `${route} ← ${source}`),
    );
    expect(crossings).toEqual([]);
  });
});
