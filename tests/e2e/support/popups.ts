import type { Page } from "@playwright/test";
import { type DemoSite, getFromSite, siteUrl } from "./sites";

/** Name of the cookie that hides one popup until midnight (spec section 9). */
export const popupCookieName = (popupId: number) => `DO_NOT_SHOW_POPUP_${popupId}`;

/**
 * Opens `path` of a demo clinic with every popup already dismissed for today, the way a returning visitor who
 * ticked "do not open again today" sees it. Tests of other shell parts use it so popups do not cover the page.
 */
export async function gotoWithoutPopups(page: Page, code: DemoSite, path = "/") {
  await dismissPopups(page, code);
  return page.goto(siteUrl(code, path));
}

/** Every popup of the clinic dismissed for today in the page's browser context (the cookies its × sets). */
export async function dismissPopups(page: Page, code: DemoSite) {
  // The popup list through the site's own /api, read before any page opens.
  const { body } = await getFromSite<{ rows: { id: number }[] }>(page, code, "/api/customer/popups");
  const domain = new URL(siteUrl(code)).hostname;
  await page
    .context()
    .addCookies(
      body.rows.map((popup) => ({ name: popupCookieName(popup.id), value: "Y", domain, path: "/" })),
    );
}
