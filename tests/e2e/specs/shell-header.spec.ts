import { type HeaderConfigAnswer, mainNav, openClinic, siteHeader, tabTo } from "../support/header-helpers";
import { gotoWithoutPopups } from "../support/popups";
import { DEMO_SITES } from "../support/sites";
import { expect, test } from "../support/test";

/** Spec 2: a dropdown stays closed this long after a click in it. */
const CLICK_SUPPRESS_MS = 300;

const dropdownItem = (config: HeaderConfigAnswer) => {
  const item = config.navigation.find((entry) => entry.subList.length > 1);
  if (!item) throw new Error("the demo clinic needs a nav item with a dropdown");
  return item;
};

for (const code of DEMO_SITES) {
  test.describe(`${code}: desktop header`, () => {
    test.skip(({ isMobile }) => isMobile, "the desktop header is shown above the tablet breakpoint");

    test("a dropdown opens on hover and on keyboard focus, and only items with several sub-items have one", async ({
      page,
    }) => {
      const { config } = await openClinic(page, code, "/404");
      const nav = mainNav(page);
      const item = dropdownItem(config);
      const entry = nav
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: item.title, exact: true }) })
        .first();
      const dropdown = entry.getByTestId("nav-dropdown");
      await expect(dropdown).toBeHidden();

      await entry.getByRole("link", { name: item.title, exact: true }).hover();
      await expect(dropdown).toBeVisible();
      for (const sub of item.subList) {
        await expect(dropdown.getByRole("link", { name: sub.title, exact: true })).toBeVisible();
      }
      await page.mouse.move(5, 600);
      await expect(dropdown).toBeHidden();

      // Keyboard: tabbing onto the item opens it, Tab continues into its sub-items, Escape closes it.
      await tabTo(page, entry.getByRole("link", { name: item.title, exact: true }));
      await expect(dropdown).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(dropdown.getByRole("link", { name: item.subList[0]!.title, exact: true })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dropdown).toBeHidden();

      // Items with at most one sub-item have no dropdown.
      const plain = config.navigation.filter((entry) => entry.subList.length <= 1).length;
      await expect(nav.getByTestId("nav-dropdown")).toHaveCount(config.navigation.length - plain);
    });

    test("a click closes the dropdown for 300 ms and clears the saved product list state", async ({
      page,
    }) => {
      const { config } = await openClinic(page, code, "/404");
      const item = dropdownItem(config);
      const entry = mainNav(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: item.title, exact: true }) })
        .first();
      await page.evaluate(() => sessionStorage.setItem("booster-product-backup", '{"page":3}'));
      await entry.getByRole("link", { name: item.title, exact: true }).hover();
      await expect(entry.getByTestId("nav-dropdown")).toBeVisible();

      // Click a sub-item while the pointer stays on the item, sampling the dropdown's state every frame.
      const samples = await entry.evaluate(async (element) => {
        const link = element.querySelector<HTMLAnchorElement>("[data-testid='nav-dropdown'] a");
        if (!link) throw new Error("no sub-item link");
        const seen: { at: number; open: boolean }[] = [];
        const start = performance.now();
        link.click();
        await new Promise<void>((resolve) => {
          const tick = () => {
            const at = performance.now() - start;
            seen.push({ at, open: element.hasAttribute("data-open") });
            if (at < 250) requestAnimationFrame(tick);
            else resolve();
          };
          requestAnimationFrame(tick);
        });
        return seen;
      });
      expect(samples.length).toBeGreaterThan(0);
      // Timers only ever fire late, so everything sampled before 300 ms must be closed.
      expect(samples.filter((sample) => sample.at < CLICK_SUPPRESS_MS && sample.open)).toEqual([]);
      // Afterwards the hovered item opens again.
      await expect(entry.getByTestId("nav-dropdown")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${item.subList[0]!.url}$`));
      expect(await page.evaluate(() => sessionStorage.getItem("booster-product-backup"))).toBeNull();
    });

    test("marks the current section with aria-current, including the /products and /exhibitions rules", async ({
      page,
    }) => {
      const { config } = await openClinic(page, code, "/introduce/staff");
      const origin = new URL(page.url()).origin;
      const nav = mainNav(page);
      const topLinks = nav.locator(":scope > ul > li > a");
      const currentTitles = () =>
        topLinks.evaluateAll((links) =>
          links.filter((link) => link.hasAttribute("aria-current")).map((link) => link.textContent),
        );
      const urlsOf = (entry: HeaderConfigAnswer["navigation"][number]) => [
        entry.url,
        ...entry.subList.map((s) => s.url),
      ];
      const titleFor = (predicate: (urls: string[]) => boolean) =>
        config.navigation.find((entry) => predicate(urlsOf(entry)))?.title;

      // A sub-item's page selects its item; the sub-item itself is the current page.
      await expect.poll(currentTitles).toEqual([titleFor((urls) => urls.includes("/introduce/staff"))]);
      await expect(nav.locator("a[href='/introduce/staff']")).toHaveAttribute("aria-current", "page");

      // Product detail pages belong to the products item.
      await page.goto(`${origin}/products/12`);
      await expect.poll(currentTitles).toEqual([titleFor((urls) => urls.includes("/products"))]);

      // Exhibition pages belong to the item that lists /exhibitions.
      await page.goto(`${origin}/exhibitions/3`);
      await expect
        .poll(currentTitles)
        .toEqual([titleFor((urls) => urls.some((url) => url.startsWith("/exhibitions")))]);

      // A page outside the navigation selects nothing.
      await page.goto(`${origin}/search?keyword=x`);
      await expect.poll(currentTitles).toEqual([]);
    });

    test("the logo links home and swaps to the transparent-header variant only over the home page's top", async ({
      page,
    }) => {
      const { config, partner } = await openClinic(page, code, "/");
      const header = siteHeader(page);
      const name = partner.displayName ?? partner.partnerName;
      const home = header.getByRole("link", { name: `${name} 홈` });
      await expect(home).toHaveAttribute("href", "/");
      const transparentLogo = home.locator(`img[src='${config.logos.pcTransparent}']`);
      const whiteLogo = home.locator(`img[src='${config.logos.pcWhite}']`);

      if (config.header.isTransparent) {
        await expect(transparentLogo).toBeVisible();
        await expect(whiteLogo).toBeHidden();
        await page.mouse.wheel(0, 800);
        await expect(whiteLogo).toBeVisible();
        await expect(transparentLogo).toBeHidden();
      } else {
        await expect(whiteLogo).toBeVisible();
        await expect(transparentLogo).toBeHidden();
      }
      const height = await home.locator("img:visible").evaluate((img) => img.getBoundingClientRect().height);
      expect(height).toBe(40);
    });

    test("the action button opens the reservation widget of its kind", async ({ page }) => {
      const { config } = await openClinic(page, code, "/404");
      const button = config.rightButtons[0];
      test.skip(
        !button || button.hideButton || Boolean(button.buttonUrl),
        "this clinic's first button is a link",
      );
      await siteHeader(page)
        .getByRole("button", { name: button!.buttonText ?? "예약하기" })
        .click();
      // The real widget opens its dialog of that kind (spec 2: visit when the button's widget type is visit).
      const title = button!.useWidget === "visit" ? "방문 예약" : "시술 예약";
      await expect(page.getByRole("dialog", { name: title, exact: true })).toBeVisible({ timeout: 20_000 });
    });

    test("the branch picker lists the clinic's branches and opens each in its target", async ({ page }) => {
      const { config } = await openClinic(page, code, "/404");
      const picker = siteHeader(page).getByRole("button", { name: "지점 선택" });
      const branches = config.franchiseList;
      if (branches.length === 0) {
        await expect(picker).toHaveCount(0);
        return;
      }
      await picker.click();
      const list = page.getByRole("listbox", { name: "지점 선택" });
      await expect(list).toBeFocused();
      await expect(list.getByRole("option")).toHaveText(branches.map((branch) => branch.title));
      const box = await list.getByRole("option").first().boundingBox();
      expect(box?.height).toBe(40);
      await page.keyboard.press("Escape");
      await expect(list).toHaveCount(0);
      await expect(picker).toBeFocused();

      // A new-tab branch opens a new tab (its host answered here, the demo hosts are made up).
      const external = branches.find((branch) => branch.hrefTarget === "_blank");
      if (external) {
        await page.context().route(`${external.url}/**`, (route) => route.fulfill({ body: "branch" }));
        await picker.click();
        const [popup] = await Promise.all([
          page.waitForEvent("popup"),
          list.getByRole("option", { name: external.title }).click(),
        ]);
        expect(popup.url()).toContain(new URL(external.url).host);
        await popup.close();
        await expect(page).toHaveURL(/\/404$/);
      }
      // A same-tab branch (here the clinic itself, "/") replaces the page; picked with the keyboard.
      const sameTab = branches.findIndex((branch) => branch.hrefTarget === "_self");
      if (sameTab >= 0) {
        // The pointer moves off the list: hovering an option makes it the active one.
        await page.mouse.move(5, 700);
        await picker.focus();
        await page.keyboard.press("ArrowDown");
        await expect(list).toBeFocused();
        for (let index = 0; index < sameTab; index += 1) await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(new URL(branches[sameTab]!.url, page.url()).href);
      }
    });
  });

  test.describe(`${code}: mobile header`, () => {
    test.skip(({ isMobile }) => !isMobile, "the mobile header is shown at tablet width and below");

    test("shows the logo on the home page, and on inner pages a back button with the page title (or the clinic name)", async ({
      page,
    }) => {
      const { partner, config } = await openClinic(page, code, "/");
      const header = siteHeader(page);
      const name = partner.displayName ?? partner.partnerName;
      await expect(header.getByRole("button", { name: "뒤로 가기" })).toHaveCount(0);
      const logo = header.getByRole("link", { name: `${name} 홈` }).locator("img:visible");
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img) => img.getBoundingClientRect().height)).toBe(24);
      await expect(header.getByRole("link", { name: "마이페이지" })).toHaveAttribute("href", "/mypage");

      // To an inner page through a plain (no sub-list) entry of the menu.
      const plain = config.navigation.find((entry) => entry.subList.length <= 1);
      if (!plain) throw new Error("the demo clinic needs a nav item without a sub-list");
      await header.getByRole("button", { name: /메뉴/ }).click();
      await page.getByRole("dialog", { name: "전체 메뉴" }).getByRole("link", { name: plain.title }).click();
      await expect(page).toHaveURL(new RegExp(`${plain.url}$`));
      await expect(page).not.toHaveURL(/\/$/);
      const back = header.getByRole("button", { name: "뒤로 가기" });
      await expect(back).toBeVisible();
      // Content pages name themselves (their mobilePageTitle); the clinic's name is the fallback.
      const title = header.locator("[data-titled] p");
      await expect(title).toBeVisible();
      await expect(title).not.toHaveText(/^\s*$/);
      await back.click();
      await expect(page).toHaveURL(/localhost:\d+\/$/);

      // A page that sets no title (here the not-found page) shows the clinic's name after the back button.
      await gotoWithoutPopups(page, code, "/no-such-page");
      await expect(header.getByRole("button", { name: "뒤로 가기" })).toBeVisible();
      await expect(header.getByText(name, { exact: true })).toBeVisible();
    });
  });
}
