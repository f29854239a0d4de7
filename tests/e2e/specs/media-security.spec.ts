import { mkdir, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { DATA_DIR } from "../support/env";
import { REPO_ROOT } from "../support/own-stack";
import { rawRequest } from "../support/raw-http";
import { siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

/**
 * `/media/…` answers (issue 23): an SVG is a document when opened directly, so every media answer carries a
 * policy under which nothing runs (decision 0017), not the site's.
 */

/** The API under test serves DATA_DIR/media at /media/ (apps/api/src/env.ts). */
const MEDIA_DIR = resolve(REPO_ROOT, DATA_DIR, "media");
const MARKER = "svg-script-ran";
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>console.log("${MARKER}")</script><rect width="10" height="10"/></svg>`;

function expectStrictMediaHeaders(headers: Record<string, string | string[] | undefined>, what: string) {
  const policy = headers["content-security-policy"];
  expect(typeof policy, `${what}: one policy`).toBe("string");
  expect(policy, what).toContain("default-src 'none'");
  expect(policy, what).toMatch(/(^|; )sandbox(;|$)/);
  expect(policy, what).not.toContain("script-src");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
}

test.describe("media answers", () => {
  test.skip(({ isMobile }) => isMobile, "server rules, not a layout: checked at one width");

  const name = `e2e-hostile-${process.pid}-${Date.now()}.svg`;
  const file = resolve(MEDIA_DIR, "lumiere", name);

  test.beforeAll(async () => {
    await mkdir(resolve(MEDIA_DIR, "lumiere"), { recursive: true });
    await writeFile(file, HOSTILE_SVG);
  });
  test.afterAll(async () => {
    await rm(file, { force: true });
  });

  test("every /media answer carries the strict policy and nosniff, a found SVG and a miss alike", async () => {
    const svg = await rawRequest("GET", "lumiere.localhost", `/media/lumiere/${name}`);
    expect(svg.status).toBe(200);
    expect(svg.headers["content-type"]).toContain("image/svg+xml");
    expectStrictMediaHeaders(svg.headers, "svg");
    const behindTls = await rawRequest("GET", "lumiere.localhost", `/media/lumiere/${name}`, {
      "x-forwarded-proto": "https",
    });
    expectStrictMediaHeaders(behindTls.headers, "svg behind TLS");
    const missing = await rawRequest("GET", "lumiere.localhost", "/media/lumiere/no-such-file.svg");
    expect(missing.status).toBe(404);
    expectStrictMediaHeaders(missing.headers, "404");
  });

  test("an SVG with a script, opened directly, runs no script", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto(siteUrl("lumiere", `/media/lumiere/${name}`));
    expect(response?.status()).toBe(200);
    // The drawing itself still renders (the policy blocks code, not the image).
    await expect(page.locator("rect")).toHaveCount(1);
    // Give a script that could run the time to log.
    await page.waitForTimeout(500);
    expect(logged).not.toContain(MARKER);
  });
});
