import { bodyScrollLocked, menuButton, menuDialog, openClinic } from "../support/header-helpers";
import { DEMO_SITES } from "../support/sites";
import { expect, test } from "../support/test";

for (const code of DEMO_SITES) {
  test.describe(`${code}: mobile slide-in menu`, () => {
    test.skip(({ isMobile }) => !isMobile, "the menu button is part of the mobile header");

    test("opens as a modal dialog, traps focus, locks the page and closes on Escape back to its button", async ({
      page,
    }) => {
      await openClinic(page, code, "/404");
      await menuButton(page).click();
      const dialog = menuDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect(dialog.getByRole("button", { name: "메뉴 닫기" })).toBeFocused();
      await expect(dialog.getByRole("link", { name: "홈" })).toHaveAttribute("href", "/");
      expect(await bodyScrollLocked(page)).toBe(true);

      // Tab and Shift+Tab never leave the dialog.
      const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
      for (let presses = 0; presses < 30; presses += 1) {
        await page.keyboard.press("Tab");
        expect(await focusInside()).toBe(true);
      }
      await dialog.getByRole("button", { name: "메뉴 닫기" }).focus();
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside()).toBe(true);

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(menuButton(page)).toBeFocused();
      expect(await bodyScrollLocked(page)).toBe(false);
    });

    test("goes through open, closing and closed; closes on the close button and the backdrop", async ({
      page,
    }) => {
      await openClinic(page, code, "/404");
      await menuButton(page).click();
      await expect(menuDialog(page)).toHaveAttribute("data-state", "open");
      // Record every state the dialog goes through until it is removed.
      const states = page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const seen = [document.getElementById("site-menu")?.dataset.state ?? ""];
            const observer = new MutationObserver(() => {
              const dialog = document.getElementById("site-menu");
              if (!dialog) {
                observer.disconnect();
                resolve([...seen, "closed"]);
              } else if (seen.at(-1) !== dialog.dataset.state) seen.push(dialog.dataset.state ?? "");
            });
            observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          }),
      );
      await menuDialog(page).getByRole("button", { name: "메뉴 닫기" }).click();
      expect(await states).toEqual(["open", "closing", "closed"]);

      await menuButton(page).click();
      await expect(menuDialog(page)).toBeVisible();
      await page.getByTestId("menu-backdrop").click({ position: { x: 10, y: 400 } });
      await expect(menuDialog(page)).toHaveCount(0);
    });

    test("closes when a menu link navigates, and opens the entry holding the current path", async ({
      page,
    }) => {
      const { config } = await openClinic(page, code, "/404");
      const plain = config.navigation.find((entry) => entry.subList.length <= 1);
      if (!plain) throw new Error("the demo clinic needs a nav item without a sub-list");
      await menuButton(page).click();
      await menuDialog(page).getByRole("link", { name: plain.title }).click();
      await expect(page).toHaveURL(new RegExp(`${plain.url}$`));
      await expect(menuDialog(page)).toHaveCount(0);
      expect(await bodyScrollLocked(page)).toBe(false);

      // On a product page the products entry starts expanded, the others collapsed.
      await page.goto(`${new URL(page.url()).origin}/products/12`);
      await menuButton(page).click();
      const expandable = config.navigation.filter((entry) => entry.subList.length > 1);
      for (const entry of expandable) {
        const holdsProducts = [entry.url, ...entry.subList.map((sub) => sub.url)].includes("/products");
        await expect(menuDialog(page).getByRole("button", { name: entry.title })).toHaveAttribute(
          "aria-expanded",
          String(holdsProducts),
        );
      }
      // Sub-lists expand on demand.
      const other = expandable.find((entry) => !entry.subList.some((sub) => sub.url === "/products"));
      if (other) {
        const toggle = menuDialog(page).getByRole("button", { name: other.title });
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(menuDialog(page).getByRole("link", { name: other.subList[1]!.title })).toBeVisible();
      }
    });

    test("shows count badges and the '1:1' chat prompt only with a chat-service id", async ({ page }) => {
      const { config, partner } = await openClinic(page, code, "/404");
      await menuButton(page).click();
      const dialog = menuDialog(page);
      for (const entry of config.navigation.filter((item) => item.badgeCount)) {
        const row = dialog
          .getByRole("listitem")
          .filter({ has: page.getByText(entry.title, { exact: true }) });
        await expect(row.first()).toContainText(String(entry.badgeCount));
      }
      const chat = dialog.getByRole("button", { name: /1:1/ });
      if (partner.partnerMarketingInfo.channelTalkId) {
        await expect(chat).toBeVisible();
        await page.evaluate(() => {
          window.addEventListener("clinic:chat-open", () => {
            (window as unknown as { chatOpened: boolean }).chatOpened = true;
          });
        });
        await chat.click();
        expect(await page.evaluate(() => (window as unknown as { chatOpened?: boolean }).chatOpened)).toBe(
          true,
        );
      } else {
        await expect(chat).toHaveCount(0);
      }
    });

    test("the branch selector lists the clinic's branches when it has any", async ({ page }) => {
      const { config } = await openClinic(page, code, "/404");
      await menuButton(page).click();
      const picker = menuDialog(page).getByRole("button", { name: "지점 선택" });
      if (config.franchiseList.length === 0) {
        await expect(picker).toHaveCount(0);
        return;
      }
      await picker.click();
      await expect(menuDialog(page).getByRole("listbox", { name: "지점 선택" })).toBeFocused();
      await expect(menuDialog(page).getByRole("option")).toHaveText(config.franchiseList.map((b) => b.title));
      // Escape closes the list first, then the menu.
      await page.keyboard.press("Escape");
      await expect(menuDialog(page).getByRole("option")).toHaveCount(0);
      await expect(menuDialog(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menuDialog(page)).toHaveCount(0);
    });
  });
}
