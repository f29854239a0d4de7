import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const appDir = fileURLToPath(new URL("../../app", import.meta.url));
/** What makes a render depend on the visitor; on a cached page Next fails the render (DYNAMIC_SERVER_USAGE). */
const PER_VISITOR = /searchParams|cookies\(|headers\(|getCurrentCustomer|visitorToken/;

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return entry.name === "page.tsx" ? [path] : [];
  });
}

describe("pages cached per clinic (decision 0018)", () => {
  const cached = pageFiles(appDir).filter((file) => readFileSync(file, "utf8").includes("noParamsAtBuild"));

  it("include the home page and the product detail", () => {
    const names = cached.map((file) => file.slice(appDir.length));
    expect(names).toContain(join("/[site]", "[lang]", "(site)", "page.tsx"));
    expect(names).toContain(join("/[site]", "[lang]", "(site)", "products", "[productId]", "page.tsx"));
  });

  it("never read anything per visitor", () => {
    const offending = cached.filter((file) => PER_VISITOR.test(readFileSync(file, "utf8")));
    expect(offending).toEqual([]);
  });
});
