import type { Page, Request } from "@playwright/test";
import { gotoWithoutPopups } from "../support/popups";
import { expect, test } from "../support/test";

// Decision 0024: the storefront's links ask the server for a page only when the visitor reaches for one, never
// for every link that scrolls into view.

/** How long the loaded page may stay busy (client parts, images) before the test looks at what it asked for. */
const SETTLE_MS = 3_000;

/** A request for a page's server-component payload, a prefetch or a client navigation (Next adds `_rsc`). */
const isPagePayload = (request: Request) => new URL(request.url()).searchParams.has("_rsc");

function payloadRequests(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (isPagePayload(request)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe("link prefetch", () => {
  test("asks for no other page while the home page loads, then for the one link the visitor points at", async ({
    page,
  }) => {
    const asked = payloadRequests(page);
    await gotoWithoutPopups(page, "lumiere", "/");
    await page.waitForLoadState("networkidle", { timeout: SETTLE_MS }).catch(() => undefined);
    expect(asked).toEqual([]);

    const links = page.getByRole("main").locator('a[href^="/products/"]');
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href") ?? ""),
    );
    const index = hrefs.findIndex((path) => /^\/products\/\d+$/.test(path));
    expect(index, "a treatment's link on the home page").toBeGreaterThanOrEqual(0);
    const product = links.nth(index);
    const href = hrefs[index]!;
    const prefetch = page.waitForRequest((request) => isPagePayload(request));
    await product.hover();
    expect(new URL((await prefetch).url()).pathname).toBe(href);
    expect(new Set(asked)).toEqual(new Set([href]));

    // The click is still a client-side navigation: no new document.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await product.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
  });

  test("prefetches a link reached with the keyboard", async ({ page }) => {
    await gotoWithoutPopups(page, "lumiere", "/");
    const link = page.getByRole("main").locator('a[href^="/"]:not([href="/"])').first();
    const href = (await link.getAttribute("href")) ?? "";
    const prefetch = page.waitForRequest((request) => isPagePayload(request));
    await link.focus();
    expect(new URL((await prefetch).url()).pathname).toBe(href.split("?")[0]);
  });
});
