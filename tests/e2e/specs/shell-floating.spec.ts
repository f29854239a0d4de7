import { expectedFloatingChannels, loadClinic } from "../support/footer-data";
import { gotoWithoutPopups } from "../support/popups";
import { DEMO_SITES, siteUrl } from "../support/sites";
import { expect, sameAtEveryWidth, test } from "../support/test";

/** Spec section 9: below big desktop the menu collapses beyond 4 items. */
const COLLAPSE_AFTER = 4;

for (const code of DEMO_SITES) {
  test.describe(`${code}: floating contact menu`, () => {
    test("lists the items in the spec's order, each only when its URL or id exists", async ({ page }) => {
      await gotoWithoutPopups(page, code, "/");
      const { partner, siteConfig } = await loadClinic(page);
      const expected = expectedFloatingChannels(partner, siteConfig);
      const items = page.getByTestId("floating-item");
      await expect(items).toHaveCount(expected.length);
      const channels = await items.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("data-channel")),
      );
      expect(channels).toEqual(expected);

      const phone = page.locator("[data-testid='floating-item'][data-channel='phone']");
      const number = (partner.partnerTel ?? partner.partnerPhone ?? "").replace(/\D/g, "");
      await expect(phone).toHaveAttribute("href", `tel:${number}`);
      const blog = page.locator("[data-testid='floating-item'][data-channel='blog']");
      await expect(blog).toHaveAttribute("target", "_blank");
    });

    test("below big desktop shows 4 items (a phone none, so prices stay uncovered), 'more' expands the rest and an item click collapses it", async ({
      page,
    }) => {
      await gotoWithoutPopups(page, code, "/");
      const items = page.getByTestId("floating-item");
      const total = await items.count();
      expect(total).toBeGreaterThan(COLLAPSE_AFTER);
      const shownCollapsed = (page.viewportSize()?.width ?? 0) < 768 ? 0 : COLLAPSE_AFTER;

      const more = page.getByRole("button", { name: "상담 메뉴 더보기" });
      await expect(more).toHaveAttribute("aria-expanded", "false");
      for (let index = 0; index < total; index += 1) {
        if (index < shownCollapsed) await expect(items.nth(index)).toBeVisible();
        else await expect(items.nth(index)).toBeHidden();
      }

      await more.click();
      const less = page.getByRole("button", { name: "상담 메뉴 접기" });
      await expect(less).toHaveAttribute("aria-expanded", "true");
      for (let index = 0; index < total; index += 1) await expect(items.nth(index)).toBeVisible();

      // A click on any item (here one that stays on the page: the first custom item opens the reservation).
      await items.nth(0).click();
      await expect(page.getByRole("button", { name: "상담 메뉴 더보기" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      await expect(items.nth(total - 1)).toBeHidden();
    });

    test("shows every item without 'more' on big desktop (1600 px and wider)", async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === "mobile", "a desktop width");
      await page.setViewportSize({ width: 1680, height: 1000 });
      await gotoWithoutPopups(page, code, "/");
      const items = page.getByTestId("floating-item");
      const total = await items.count();
      for (let index = 0; index < total; index += 1) await expect(items.nth(index)).toBeVisible();
      await expect(page.getByTestId("floating-more")).toBeHidden();
    });

    test("is not shown on terms, 404 and product detail pages", async ({ page }) => {
      sameAtEveryWidth();
      await gotoWithoutPopups(page, code, "/");
      await expect(page.getByTestId("floating-item").first()).toBeVisible();
      for (const path of ["/terms/terms-of-service", "/terms/privacy-policy", "/404", "/products/1"]) {
        // The popup cookies set above stay in this browser context.
        await page.goto(siteUrl(code, path));
        await expect(page.getByTestId("floating-item")).toHaveCount(0);
        // Scrolling back up stays available everywhere.
        await expect(page.getByTestId("scroll-top")).toHaveCount(1);
      }
    });
  });
}
