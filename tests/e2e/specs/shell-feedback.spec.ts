import type { Page } from "@playwright/test";
import { loadClinic } from "../support/footer-data";
import { gotoWithoutPopups } from "../support/popups";
import { collectPageErrors, DEMO_SITES } from "../support/sites";
import { expect, test } from "../support/test";

/** Stops the page's (fake) clock, so that from here on only runFor() moves time. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Records the reservation-open events the page dispatches when no widget script could be loaded. */
async function recordReservationEvents(page: Page) {
  await page.evaluate(() => {
    const target = window as unknown as { __reservationKinds: string[] };
    target.__reservationKinds = [];
    window.addEventListener("clinic:reservation-open", (event) => {
      target.__reservationKinds.push((event as CustomEvent<{ kind: string }>).detail.kind);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __reservationKinds: string[] }).__reservationKinds);
}

for (const code of DEMO_SITES) {
  test.describe(`${code}: floating reservation button, toasts and scrolling`, () => {
    test("the reservation button fades in with scroll; without the widget it falls back (event + phone toast)", async ({
      page,
    }) => {
      // The widget script cannot load (blocked, as an unreachable script would be): the button must still answer.
      await page.route("**/widget/**", (route) => route.abort());
      // Fake timers, so the toast's 1500 ms and 300 ms can be stepped through exactly.
      await page.clock.install();
      const errors = collectPageErrors(page);
      await gotoWithoutPopups(page, code, "/");
      const { partner, siteConfig } = await loadClinic(page);
      const kinds = await recordReservationEvents(page);

      const button = page.getByTestId("floating-reservation");
      await expect(button).toHaveText(siteConfig.floatingButton.text ?? "가장 빠른 예약일이 언제인가요?");
      await expect(button).toHaveCSS("opacity", "0");
      await expect(button).toHaveAttribute("aria-hidden", "true");

      await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
      await expect(button).toHaveCSS("opacity", "1");
      await expect(button).toHaveAttribute("aria-hidden", "false");

      await pauseClock(page);
      await button.click();
      const toast = page.getByTestId("toast");
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText("알림");
      const phone = (partner.partnerTel ?? partner.partnerPhone ?? "").replace(/\D/g, "");
      const shown = await toast.locator("b").textContent();
      expect(shown?.replace(/\D/g, "")).toBe(phone);
      await expect(page.getByRole("status")).toContainText("전화");
      expect(await kinds()).toEqual([siteConfig.widget.type === "visit" ? "visit" : "treatment"]);

      // 1500 ms after the last change the first toast starts closing; 300 ms later it is gone.
      await page.clock.runFor(1490);
      await expect(toast).not.toHaveAttribute("data-closing");
      await page.clock.runFor(20);
      await expect(toast).toHaveAttribute("data-closing", "true");
      await page.clock.runFor(310);
      await expect(toast).toHaveCount(0);
      // The browser reports the blocked script itself; the page adds no error of its own (it fails quietly).
      expect(errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
    });

    test("a toast closes with its close button, and each new toast restarts the auto-close clock", async ({
      page,
    }) => {
      // The fallback toast of a widget that cannot load is the toast this test steps through.
      await page.route("**/widget/**", (route) => route.abort());
      await page.clock.install();
      await gotoWithoutPopups(page, code, "/");
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
      const button = page.getByTestId("floating-reservation");
      await expect(button).toHaveCSS("opacity", "1");
      await pauseClock(page);
      const toasts = page.getByTestId("toast");

      await button.click();
      await expect(toasts).toHaveCount(1);
      await toasts.getByRole("button", { name: "알림 닫기" }).click();
      await expect(toasts).toHaveAttribute("data-closing", "true");
      await page.clock.runFor(310);
      await expect(toasts).toHaveCount(0);

      await button.click();
      await page.clock.runFor(1000);
      await button.click();
      await expect(toasts).toHaveCount(2);
      // 2000 ms after the first toast, but only 1000 ms after the last change: nothing is closing yet.
      await page.clock.runFor(1000);
      await expect(toasts.locator("xpath=self::*[@data-closing]")).toHaveCount(0);
      await page.clock.runFor(510);
      await expect(toasts.first()).toHaveAttribute("data-closing", "true");
      await page.clock.runFor(310);
      await expect(toasts).toHaveCount(1);
      // The removal (20 ms ago) changed the list: the second toast closes 1500 ms after it.
      await page.clock.runFor(1470);
      await expect(toasts).not.toHaveAttribute("data-closing");
      await page.clock.runFor(20);
      await page.clock.runFor(310);
      await expect(toasts).toHaveCount(0);
    });

    test("the scroll-to-top button appears after scrolling and brings the page back up", async ({ page }) => {
      await gotoWithoutPopups(page, code, "/");
      const top = page.getByTestId("scroll-top");
      await expect(top).toHaveCSS("opacity", "0");
      // Hidden from assistive technology until it is shown.
      await expect(page.getByRole("button", { name: "맨 위로" })).toHaveCount(0);
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
      await expect(top).toHaveCSS("opacity", "1");
      await page.getByRole("button", { name: "맨 위로" }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
      await expect(top).toHaveCSS("opacity", "0");
    });

    test("a client navigation shows the progress bar at the top, which ends when the page arrives", async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await gotoWithoutPopups(page, code, "/");
      const bar = page.getByTestId("route-progress");
      await expect(bar).toHaveAttribute("data-phase", "idle");
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { __phases: string[] }).__phases = seen;
        const element = document.querySelector("[data-testid='route-progress']");
        if (!element) return;
        new MutationObserver(() => seen.push(element.getAttribute("data-phase") ?? "")).observe(element, {
          attributes: true,
          attributeFilter: ["data-phase"],
        });
      });
      const link = page.locator("footer").getByRole("link", { name: "공지사항", exact: true });
      const target =
        (await link.count()) > 0
          ? link
          : page.locator("footer").getByRole("link", { name: "비급여 진료비용 안내" });
      const href = await target.getAttribute("href");
      await target.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(bar).toHaveAttribute("data-phase", "idle");
      const phases = await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);
      expect(phases).toContain("pending");
      expect(phases.at(-1)).toBe("idle");
      // The bar is a bar: no spinner anywhere.
      await expect(page.locator("[class*='spinner']")).toHaveCount(0);
      // The target page may not be built yet (a 404 answer is then expected); nothing else may be logged.
      expect(errors.filter((message) => !message.includes("404"))).toEqual([]);
    });
  });
}
