import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { gotoWithoutPopups } from "./popups";
import { type DemoSite, readAsClinic } from "./sites";

/** The parts of the shell configuration (GET /partners/this/site-config) the header tests read. */
export interface HeaderConfigAnswer {
  logos: { pcTransparent: string | null; pcWhite: string | null };
  header: { isTransparent: boolean; isWhiteTheme: boolean };
  navigation: {
    title: string;
    url: string;
    badgeCount: number | null;
    subList: { title: string; url: string }[];
  }[];
  franchiseList: { title: string; url: string; hrefTarget: "_blank" | "_self" }[];
  rightButtons: {
    buttonText: string | null;
    buttonUrl: string | null;
    hideButton: boolean;
    useWidget: string | null;
  }[];
}

export interface HeaderPartnerAnswer {
  partnerName: string;
  displayName: string | null;
  partnerMarketingInfo: { channelTalkId: string | null };
}

export const isDesktop = (testInfo: TestInfo) => testInfo.project.name === "desktop";

/** Opens a page of a demo clinic with popups dismissed, and reads the clinic's header data through its /api. */
export async function openClinic(page: Page, code: DemoSite, path = "/") {
  await gotoWithoutPopups(page, code, path);
  const [config, partner] = await Promise.all([
    readAsClinic<HeaderConfigAnswer>(page, "/api/partners/this/site-config"),
    readAsClinic<HeaderPartnerAnswer>(page, "/api/partners/this"),
  ]);
  return { config: config.body, partner: partner.body };
}

export const siteHeader = (page: Page) => page.getByTestId("site-header");
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "주요 메뉴" });
/** The header's search toggle (its label always contains '검색': '검색 열기' or '검색 닫기'). */
export const searchToggle = (page: Page) =>
  siteHeader(page).getByRole("button", { name: /^검색 (열기|닫기)$/ });
export const searchInput = (page: Page) => page.getByRole("searchbox", { name: "검색어" });
export const menuButton = (page: Page) => siteHeader(page).getByRole("button", { name: /메뉴/ });
export const menuDialog = (page: Page) => page.getByRole("dialog", { name: "전체 메뉴" });

/** Whether the page behind overlays is scroll-locked (spec 4: while the search panel or the menu is open). */
export const bodyScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow === "hidden");

/** Presses Tab until `target` has focus (keyboard focus, as a visitor would move it); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
