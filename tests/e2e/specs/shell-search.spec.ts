import type { Page } from "@playwright/test";
import { bodyScrollLocked, openClinic, searchInput, searchToggle } from "../support/header-helpers";
import { DEMO_SITES, readAsClinic } from "../support/sites";
import { expect, sameAtEveryWidth, test } from "../support/test";

const RECENT_KEY = "booster-search-keyword";
const panel = (page: Page) => page.getByTestId("search-panel");
const recentList = (page: Page) => page.getByTestId("recent-searches").getByRole("listitem");

/** Opens the panel and searches for `keyword` by typing and pressing Enter. */
async function searchFor(page: Page, keyword: string) {
  await searchToggle(page).click();
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill(keyword);
  await searchInput(page).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${encodeURIComponent(keyword)}$`));
  await expect(panel(page)).toHaveCount(0);
}

for (const code of DEMO_SITES) {
  test.describe(`${code}: search panel`, () => {
    test("opens below the header with the input focused, the clinic's keywords, and locks the page", async ({
      page,
    }) => {
      await openClinic(page, code, "/404");
      const keywords = (
        await readAsClinic<{ rows: { keyword: string }[] }>(page, "/api/customer/partner-keywords")
      ).body.rows;
      expect(await bodyScrollLocked(page)).toBe(false);

      await searchToggle(page).click();
      await expect(panel(page)).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      await expect(searchInput(page)).toHaveAttribute("placeholder", "검색어를 입력해 주세요");
      await expect(panel(page).getByRole("heading", { name: "인기 시술 추천" })).toBeVisible();
      await expect(panel(page).getByRole("heading", { name: "최근 검색어" })).toBeVisible();
      for (const { keyword } of keywords) {
        await expect(panel(page).getByRole("button", { name: keyword, exact: true })).toBeVisible();
      }
      expect(await bodyScrollLocked(page)).toBe(true);

      // Directly below the header's main bar (68 px desktop, 48 px smaller).
      const bar = await searchToggle(page).boundingBox();
      const top = (await panel(page).boundingBox())?.y ?? 0;
      const desktop = (page.viewportSize()?.width ?? 0) > 1280;
      expect(bar).not.toBeNull();
      expect(top).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
      expect(Math.round(top)).toBe(desktop ? 40 + 68 : 48);
    });

    test("closes on Escape (focus back on the toggle), on the toggle and on a click on the dimmed page", async ({
      page,
    }) => {
      await openClinic(page, code, "/404");
      await searchToggle(page).click();
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel(page)).toHaveCount(0);
      await expect(searchToggle(page)).toBeFocused();
      expect(await bodyScrollLocked(page)).toBe(false);

      await searchToggle(page).click();
      await expect(panel(page)).toBeVisible();
      await expect(searchToggle(page)).toHaveAttribute("aria-label", "검색 닫기");
      await searchToggle(page).click();
      await expect(panel(page)).toHaveCount(0);

      await searchToggle(page).click();
      const viewport = page.viewportSize() ?? { width: 390, height: 844 };
      await page.getByTestId("search-overlay").click({ position: { x: 20, y: viewport.height - 20 } });
      await expect(panel(page)).toHaveCount(0);
    });

    test("a submitted keyword lands on /search?keyword=…, where the toggle goes back", async ({ page }) => {
      sameAtEveryWidth();
      await openClinic(page, code, "/404");
      await searchFor(page, "레이저 토닝");
      // /search is the catalogue issue's page; the header already treats it as the search route.
      await expect(searchToggle(page)).toHaveAttribute("aria-label", "검색 닫기");
      await searchToggle(page).click();
      await expect(page).toHaveURL(/\/404$/);

      // An empty keyword still goes to search.
      await searchToggle(page).click();
      await searchInput(page).press("Enter");
      await expect(page).toHaveURL(/\/search\?keyword=$/);
    });

    test("a recommended keyword goes to its search", async ({ page }) => {
      sameAtEveryWidth();
      await openClinic(page, code, "/404");
      const keywords = (
        await readAsClinic<{ rows: { keyword: string }[] }>(page, "/api/customer/partner-keywords")
      ).body.rows;
      test.skip(keywords.length === 0, "this clinic has no recommended keywords");
      const first = keywords[0]!.keyword;
      await searchToggle(page).click();
      await panel(page).getByRole("button", { name: first, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${encodeURIComponent(first)}$`));
      await expect(panel(page)).toHaveCount(0);
    });

    test("recent searches: newest first, a repeat moves to the front, per-item delete, kept in localStorage", async ({
      page,
    }) => {
      sameAtEveryWidth();
      await openClinic(page, code, "/404");
      await page.evaluate((key) => localStorage.removeItem(key), RECENT_KEY);
      // On the search route the toggle means "back", so each search starts from the page before it.
      for (const keyword of ["보톡스", "필러", "보톡스"]) {
        await searchFor(page, keyword);
        await page.goBack();
        await expect(page).toHaveURL(/\/404$/);
      }

      await searchToggle(page).click();
      await expect(recentList(page)).toHaveText(["보톡스", "필러"]);
      const stored = await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY);
      expect(JSON.parse(stored ?? "null")).toEqual(["보톡스", "필러"]);

      await panel(page).getByRole("button", { name: "최근 검색어 보톡스 삭제" }).click();
      await expect(recentList(page)).toHaveText(["필러"]);
      await expect(searchInput(page)).toBeVisible();
      expect(
        JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)) ?? "null"),
      ).toEqual(["필러"]);

      // A recent keyword is a search too.
      await recentList(page).getByRole("button", { name: "필러", exact: true }).click();
      await expect(page).toHaveURL(/\/search\?keyword=/);
    });

    test("a route change closes the panel", async ({ page }) => {
      sameAtEveryWidth();
      await openClinic(page, code, "/404");
      // A client-side navigation first (the logo, home), so that history back is a route change inside the app.
      await page.getByTestId("site-header").getByRole("link", { name: / 홈$/ }).click();
      await expect(page).not.toHaveURL(/\/404$/);
      await searchToggle(page).click();
      await expect(panel(page)).toBeVisible();
      await page.evaluate(() => window.history.back());
      await expect(page).toHaveURL(/\/404$/);
      await expect(panel(page)).toHaveCount(0);
      expect(await bodyScrollLocked(page)).toBe(false);
    });
  });
}
