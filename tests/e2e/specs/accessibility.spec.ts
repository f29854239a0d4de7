import type { Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { screensExcept } from "../support/detail-paths";
import { PHONE_VIEWPORT } from "../support/env";
import { signInGuestThroughApi } from "../support/guest-session";
import { DEMO_SITES, type DemoSite, openClinicOrigin, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";
import { expectNoSideScroll } from "./content-support";

/**
 * axe-core on every screen of both demo clinics at both widths (issue 9), in the desktop project only: no serious or critical WCAG 2.1 A/AA
 * violation; at 390 wide no screen may scroll sideways either (the only 390-wide visit of screens whose other specs
 * run at 1440, see playwright.config.ts). Left out, with the screen that covers the same components: the secret-event and preview variants of
 * product and branding detail (same page components), /s/{code} (a redirect) and /ready (shown only while a clinic
 * is not yet deployed).
 */

/** How long a page may keep loading its client parts before axe looks at it. */
const SETTLE_MS = 2_500;

// The filtered list is the list's components again; a signed-out my-page is a redirect to the login screen.
const ROUTES = screensExcept("product list, filtered", "my page (signed out)");

async function expectAccessible(page: Page, code: DemoSite, path: string) {
  await page.goto(siteUrl(code, path));
  // Client parts (cart badge, my-page, review form) load after the document. Some pages never go quiet (the
  // detail page's image carousel keeps loading), so the settling wait is bounded and its end is not a failure.
  await page.waitForLoadState("networkidle", { timeout: SETTLE_MS }).catch(() => undefined);
  expect(await seriousViolations(page), `${code} ${path} at 1440`).toEqual([]);
  // The same page narrowed to a phone: the media queries and the client parts that watch them switch to the
  // mobile layout without a second page load, which halves what this spec costs CI.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await seriousViolations(page), `${code} ${path} at 390`).toEqual([]);
  await expectNoSideScroll(page);
}

for (const code of DEMO_SITES) {
  test.describe(`accessibility of ${code}`, () => {
    for (const [name, locate] of ROUTES) {
      test(name, async ({ page }) => {
        await expectAccessible(page, code, await locate(page, code));
      });
    }

    test("my page, signed in", async ({ page }) => {
      await openClinicOrigin(page, code);
      await signInGuestThroughApi(page, "접근성점검");
      await expectAccessible(page, code, "/mypage");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("마이페이지");
    });
  });
}
