/**
 * Decision 0030: an API path is written once, in packages/shared/src/contract. This test reads the storefront's
 * web code (apps/web/src without the console, which has its own contract) and the widget, and fails on a string
 * that spells an API endpoint's path instead of calling the endpoint by its name.
 *
 * A string counts when, query and fragment left aside, it matches an endpoint of the contract maps (a `${…}`
 * counts as any one segment), written bare ("/customers/this") or as the same-origin pass-through URL
 * ("/api/customers/this"). Many storefront pages share a path with an endpoint ("/products", "/search"), so a
 * string that is also a page of the app is allowed, except in a file that reaches the network itself (it calls
 * fetch or reads API_URL): there any endpoint's path is a finding.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Endpoint } from "@clinic/shared/contract/endpoint";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { storefrontEndpoints } from "@clinic/shared/contract/storefront-endpoints";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, "../..");
const widgetSrc = path.resolve(webSrc, "../../widget/src");

/** The console's code is helper C2's contract (console-endpoints); it is checked there. */
const EXCLUDED = [path.join(webSrc, "app/console"), path.join(webSrc, "lib/console")];
const ANY = "\u0000";

const endpoints: readonly Endpoint[] = [
  ...Object.values(storefrontEndpoints),
  ...Object.values(platformEndpoints),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (EXCLUDED.includes(full)) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.(ts|tsx|mts|mjs)$/.test(entry.name) || /\.test\.|\.d\.m?ts$/.test(entry.name)) return [];
    return [full];
  });
}

/** Path segments of a string, without query or fragment; `${…}` becomes ANY. */
function segmentsOf(text: string): string[] {
  return text.split(/[?#]/, 1)[0]!.split("/").slice(1);
}

function segmentMatches(pattern: string, actual: string): boolean {
  if (pattern.startsWith(":") || pattern === "*") return actual !== "";
  return actual === pattern || (actual.includes(ANY) && actual !== "");
}

/** Whether the path names this pattern ("/a/:b"): same number of segments, literals equal. */
function matchesPattern(pattern: string, text: string): boolean {
  const expected = pattern.split("/").slice(1);
  const actual = segmentsOf(text);
  return expected.length === actual.length && expected.every((part, i) => segmentMatches(part, actual[i]!));
}

/** An endpoint's path; its first segment must be written out (a bare "/${…}" could be anything). */
const isEndpointPath = (text: string) =>
  !(segmentsOf(text)[0] ?? ANY).includes(ANY) &&
  endpoints.some((endpoint) => matchesPattern(endpoint.path, text));

/** The app's own pages and routes as patterns ("/products/:productId"), from the app folder's names. */
function appRoutes(): string[] {
  const appDir = path.join(webSrc, "app");
  return (
    sourceFiles(appDir)
      .filter((file) => /\/(page\.tsx|route\.ts)$/.test(file))
      .map((file) =>
        path
          .relative(appDir, path.dirname(file))
          .split(path.sep)
          .filter((part) => part !== "[site]" && part !== "[lang]" && !/^\(.*\)$/.test(part))
          .map((part) => part.replace(/^\[\.\.\.(.+)\]$/, "*").replace(/^\[(.+)\]$/, ":$1"))
          .join("/"),
      )
      // The catch-all 404 page is no page of its own; the pass-through's `/api/*` is checked as an API path.
      .filter((route) => route !== "*" && !route.startsWith("api/"))
      .map((route) => `/${route}`)
  );
}

/** A page of the app, or the start of one ("/terms" of "/terms/privacy-policy"); `*` takes any rest. */
function isAppRoute(routes: readonly string[], text: string): boolean {
  const actual = segmentsOf(text);
  return routes.some((route) => {
    const expected = route.split("/").slice(1);
    const catchAll = expected.at(-1) === "*";
    const fixed = catchAll ? expected.slice(0, -1) : expected;
    if (catchAll && actual.length > fixed.length) {
      return fixed.every((part, i) => segmentMatches(part, actual[i]!));
    }
    return actual.length <= fixed.length && actual.every((part, i) => segmentMatches(fixed[i]!, part));
  });
}

/**
 * The strings of a module (string and template literals, `${…}` as ANY), comments and types left out: esbuild
 * strips both, and its output writes every string one way, so a small scanner reads it.
 */
export function stringsOf(source: string, file: string): string[] {
  const loader = file.endsWith(".tsx") ? "tsx" : file.endsWith(".mjs") ? "js" : "ts";
  const code = transformSync(source, { loader, legalComments: "none" }).code;
  const strings: string[] = [];
  let i = 0;
  let last = "";
  const readTemplate = (): string => {
    let text = "";
    for (i++; i < code.length && code[i] !== "`"; i++) {
      if (code[i] === "\\") text += code[++i];
      else if (code[i] === "$" && code[i + 1] === "{") {
        let depth = 1;
        for (i += 2; i < code.length && depth > 0; i++) {
          if (code[i] === "{") depth++;
          else if (code[i] === "}") depth--;
          else if (code[i] === "`") readTemplate();
          else if (code[i] === '"' || code[i] === "'") skipQuoted(code[i]!);
        }
        i--;
        text += ANY;
      } else text += code[i];
    }
    return text;
  };
  const skipQuoted = (quote: string): string => {
    let text = "";
    for (i++; i < code.length && code[i] !== quote; i++) text += code[i] === "\\" ? code[++i] : code[i];
    return text;
  };
  for (; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"' || char === "'") strings.push(skipQuoted(char));
    else if (char === "`") strings.push(readTemplate());
    else if (char === "/" && code[i + 1] === "/")
      i = code.indexOf("\n", i) === -1 ? code.length : code.indexOf("\n", i);
    else if (char === "/" && code[i + 1] === "*") i = code.indexOf("*/", i + 2) + 1;
    else if (
      char === "/" &&
      (last === "" ||
        "(,=:[!&|?{};+-*%<>~^".includes(last) ||
        /\b(return|typeof|case)$/.test(code.slice(Math.max(0, i - 7), i).trimEnd()))
    ) {
      // A regular expression literal: skipped whole (it may hold quotes), character classes included.
      let inClass = false;
      for (i++; i < code.length; i++) {
        if (code[i] === "\\") i++;
        else if (code[i] === "[") inClass = true;
        else if (code[i] === "]") inClass = false;
        else if (code[i] === "/" && !inClass) break;
      }
    }
    if (!/\s/.test(code[i] ?? "")) last = code[i] ?? "";
  }
  return strings;
}

/** The findings of one module: the strings that spell an endpoint's path. */
export function endpointPathStrings(source: string, file: string, routes: readonly string[]): string[] {
  const reachesNetwork = /\bfetch\(|\bAPI_URL\b/.test(source);
  return stringsOf(source, file).filter((text) => {
    // The API's address in front (`${env.API_URL}/sites/resolve`): what follows is the path.
    const bare = text.replace(new RegExp(`^${ANY}(?=/)`), "");
    if (!bare.startsWith("/")) return false;
    const passThrough = bare.startsWith("/api/") && isEndpointPath(bare.slice(4));
    if (passThrough) return true;
    if (!isEndpointPath(bare)) return false;
    return reachesNetwork || !isAppRoute(routes, bare);
  });
}

describe("no API path outside the contract (decision 0030)", () => {
  const routes = appRoutes();

  it("finds what it is meant to find", () => {
    const sample = [
      "// GET /customers/this in a comment is fine",
      'const a = "/customers/this";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a module, template included
      "const b = `/api/customer/notice-customer-boards/${id}/private`;",
      "const d = /['\"]\\/carts/.test(x);",
      'const e = <a href="/products">it\'s "/carts"</a>;',
      'const f = "/products?page=2";',
      'const g = "/cscenter/notice";',
    ].join("\n");
    expect(endpointPathStrings(sample, "sample.tsx", routes)).toEqual([
      "/customers/this",
      `/api/customer/notice-customer-boards/${ANY}/private`,
    ]);
    // In a module that reaches the network, a page's path that is also an endpoint's is a finding too.
    const network = `${sample}\nconst c = \`\${env.API_URL}/sites/resolve?host=\${encodeURIComponent(host)}\`;`;
    expect(endpointPathStrings(network, "sample.tsx", routes)).toEqual([
      "/customers/this",
      `/api/customer/notice-customer-boards/${ANY}/private`,
      "/products",
      "/products?page=2",
      `${ANY}/sites/resolve?host=${ANY}`,
    ]);
  });

  it("the storefront's web code and the widget name endpoints, never their paths", () => {
    const findings = [...sourceFiles(webSrc), ...sourceFiles(widgetSrc)].flatMap((file) =>
      endpointPathStrings(readFileSync(file, "utf8"), file, routes).map(
        (text) => `${path.relative(webSrc, file)}: ${JSON.stringify(text.replaceAll(ANY, "<…>"))}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
