import type { Page } from "@playwright/test";
import { holdChunk } from "../support/held-chunk";
import { gotoWithoutPopups, popupCookieName } from "../support/popups";
import {
  deviceOf,
  type ExpectedPopup,
  expectedPopups,
  nextSeoulMidnightSeconds,
  popupLocations,
  popupOffsets,
} from "../support/popups-expect";
import { siteUrl } from "../support/sites";
import { expect, sameAtEveryWidth, test } from "../support/test";

const dialogs = (page: Page) => page.getByRole("dialog");
/** A string only the popup controller's code holds: the event the prepaint script sends it (popups/prepaint.ts). */
const POPUP_CODE_MARK = "clinic:popup-closed";
const dialogNamed = (page: Page, popup: ExpectedPopup) => page.getByRole("dialog", { name: popup.titles[0] });
/**
 * The server paints the popup with the page; its carousel plays once the page's script has taken it over, which
 * moves focus into it. Tests that drive the page clock wait for that first.
 */
const takenOver = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("[role='dialog']"))))
    .toBe(true);

/** The dialog's box lies inside the viewport (fit-to-screen). */
async function expectInsideViewport(page: Page, popup: ExpectedPopup) {
  const box = await dialogNamed(page, popup).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

test.describe("lumiere (LAYER popups)", () => {
  let expected: ExpectedPopup[];

  test.beforeEach(async ({ page }) => {
    expected = await expectedPopups(page, "lumiere", "/");
    // The seed places at least two on '/' for each device, so the sequence is observable.
    expect(expected.length).toBeGreaterThanOrEqual(2);
  });

  test("'/' opens the lightest popup first, alone, with focus inside; '닫기' brings the next", async ({
    page,
  }) => {
    await page.goto(siteUrl("lumiere", "/"));
    await expect(dialogNamed(page, expected[0]!)).toBeVisible();
    await expect(dialogs(page)).toHaveCount(1);
    await expectInsideViewport(page, expected[0]!);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("[role='dialog']")?.getAttribute("aria-label")),
      )
      .toBe(expected[0]!.titles[0]);
    // The backdrop covers the page, so Tab cycles inside the popup (both ways).
    const focusedDialog = () =>
      page.evaluate(
        () => document.activeElement?.closest("[role='dialog']")?.getAttribute("aria-label") ?? null,
      );
    for (const key of [...Array(8).fill("Tab"), ...Array(8).fill("Shift+Tab")] as string[]) {
      await page.keyboard.press(key);
      expect(await focusedDialog()).toBe(expected[0]!.titles[0]);
    }

    for (const [index, popup] of expected.entries()) {
      await expect(dialogNamed(page, popup)).toBeVisible();
      await expect(dialogs(page)).toHaveCount(1);
      await expectInsideViewport(page, popup);
      await dialogNamed(page, popup).getByRole("button", { name: "닫기", exact: true }).click();
      if (index + 1 < expected.length) await expect(dialogNamed(page, expected[index + 1]!)).toBeVisible();
    }
    await expect(dialogs(page)).toHaveCount(0);
  });

  test("shows only the popups for this device", async ({ page }) => {
    const other = deviceOf(page) === "PC" ? "MOBILE" : "PC";
    const otherOnly = (await expectedPopupsFor(page, other)).filter(
      (popup) => !expected.some((mine) => mine.id === popup.id),
    );
    // The seed has a popup for the other device only on '/', so the filter is visible on both widths.
    expect(otherOnly.length).toBeGreaterThan(0);
    await page.goto(siteUrl("lumiere", "/"));
    await expect(dialogNamed(page, expected[0]!)).toBeVisible();
    // Walk the whole sequence: exactly this device's popups appear, one at a time, in weight order.
    const seen: string[] = [];
    while ((await dialogs(page).count()) > 0) {
      await expect(dialogs(page)).toHaveCount(1);
      seen.push((await dialogs(page).getAttribute("aria-label")) ?? "");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: seen.at(-1) })).toHaveCount(0);
    }
    expect(seen).toEqual(expected.map((popup) => popup.titles[0]));
    for (const popup of otherOnly) expect(seen).not.toContain(popup.titles[0]);
  });

  test("places each popup: centred with auto placement, else at its direction's edges and offsets; always centred on a phone", async ({
    page,
  }) => {
    const offsets = await popupOffsets(page);
    const viewport = page.viewportSize()!;
    const anchored = expected.filter((popup) => !popup.isAutoPlacement && popup.direction !== "CENTER");
    // The seed's PC sequence has one corner popup; on a phone every popup is centred.
    if (deviceOf(page) === "PC") expect(anchored.length).toBeGreaterThan(0);
    await page.goto(siteUrl("lumiere", "/"));
    for (const popup of expected) {
      const box = (await dialogNamed(page, popup).boundingBox())!;
      const corner = deviceOf(page) === "PC" && anchored.includes(popup);
      const direction = corner ? popup.direction : "CENTER";
      if (direction.includes("TOP")) expect(box.y).toBeCloseTo(offsets.top, 0);
      if (direction.includes("LEFT")) expect(box.x).toBeCloseTo(offsets.left, 0);
      if (direction.includes("BOTTOM"))
        expect(viewport.height - box.y - box.height).toBeCloseTo(offsets.bottom, 0);
      if (direction.includes("RIGHT"))
        expect(viewport.width - box.x - box.width).toBeCloseTo(offsets.right, 0);
      if (direction === "CENTER") {
        expect(box.x + box.width / 2).toBeCloseTo(viewport.width / 2, 0);
        expect(box.y + box.height / 2).toBeCloseTo(viewport.height / 2, 0);
      }
      await page.keyboard.press("Escape");
      await expect(dialogNamed(page, popup)).toHaveCount(0);
    }
  });

  test("Escape closes the current popup and shows the next", async ({ page }) => {
    await page.goto(siteUrl("lumiere", "/"));
    await expect(dialogNamed(page, expected[0]!)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialogNamed(page, expected[0]!)).toHaveCount(0);
    await expect(dialogNamed(page, expected[1]!)).toBeVisible();
    await expect(dialogs(page)).toHaveCount(1);
  });

  test("before the popup code has arrived, Escape and '오늘 하루 보지 않기' already work, and stay done once it runs", async ({
    page,
    context,
  }) => {
    sameAtEveryWidth();
    // The controller's chunk (the only script naming the prepaint script's event) is held back until released.
    const held = await holdChunk(page, POPUP_CODE_MARK);
    // Not "load": the held chunk is preloaded, and a preload holds the load event back.
    await page.goto(siteUrl("lumiere", "/"), { waitUntil: "domcontentloaded" });
    const prepainted = page.locator("[data-popup-prepaint] [role='dialog']");
    await expect(dialogNamed(page, expected[0]!)).toBeVisible();
    await expect(prepainted.filter({ visible: true })).toHaveCount(1);

    await page.keyboard.press("Escape");
    await expect(dialogNamed(page, expected[0]!)).toHaveCount(0);
    await dialogNamed(page, expected[1]!).getByRole("button", { name: "오늘 하루 보지 않기" }).click();
    await expect(dialogNamed(page, expected[1]!)).toHaveCount(0);
    const cookie = (await context.cookies(siteUrl("lumiere", "/"))).find(
      (entry) => entry.name === popupCookieName(expected[1]!.id),
    );
    expect(cookie?.value).toBe("Y");
    // Still the server's popups: the controller has not run.
    expect(await page.locator("[data-popup-prepaint]").count()).toBeGreaterThan(0);

    held.release();
    await expect(page.locator("[data-popup-prepaint]")).toHaveCount(0);
    const rest = expected.slice(2);
    if (rest.length > 0) await expect(dialogNamed(page, rest[0]!)).toBeVisible();
    for (const closed of expected.slice(0, 2)) await expect(dialogNamed(page, closed)).toHaveCount(0);
    await expect(dialogs(page)).toHaveCount(rest.length > 0 ? 1 : 0);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("the popup painted with the page shows at once, also when the controller takes it over; the next one fades in", async ({
    page,
  }) => {
    // The suite turns motion off; the fades are what this test watches.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // Every animation a popup's overlay starts, with its popup's title and its duration.
    await page.addInitScript(() => {
      const fades: { title: string | null; duration: string }[] = [];
      (window as unknown as { __popupFades: typeof fades }).__popupFades = fades;
      document.addEventListener(
        "animationstart",
        (event) => {
          const overlay = event.target instanceof Element ? event.target : null;
          if (!overlay?.matches("[data-popup-mode]")) return;
          const title = overlay.querySelector("[role='dialog']")?.getAttribute("aria-label") ?? null;
          fades.push({ title, duration: getComputedStyle(overlay).animationDuration });
        },
        true,
      );
    });
    const fadesOf = async (popup: ExpectedPopup) =>
      (
        await page.evaluate(
          () =>
            (window as unknown as { __popupFades: { title: string | null; duration: string }[] })
              .__popupFades,
        )
      )
        .filter((fade) => fade.title === popup.titles[0])
        .map((fade) => fade.duration);
    await page.goto(siteUrl("lumiere", "/"));
    const first = dialogNamed(page, expected[0]!);
    await expect(first).toBeVisible();
    await takenOver(page);
    expect(await page.locator("[data-popup-prepaint]").count()).toBe(0);
    await page.waitForTimeout(500);
    // Painted with the page and taken over in place: never faded in (a 0 s animation at most).
    expect((await fadesOf(expected[0]!)).filter((duration) => duration !== "0s")).toEqual([]);
    await first.getByRole("button", { name: "닫기", exact: true }).click();
    await expect(dialogNamed(page, expected[1]!)).toBeVisible();
    await expect.poll(() => fadesOf(expected[1]!)).toEqual([expect.not.stringMatching(/^0s$/)]);
  });

  test("'오늘 하루 보지 않기' stores the cookie until midnight KST and keeps the popup away after a reload", async ({
    page,
    context,
  }) => {
    sameAtEveryWidth();
    await page.goto(siteUrl("lumiere", "/"));
    const first = expected[0]!;
    await dialogNamed(page, first).getByRole("button", { name: "오늘 하루 보지 않기" }).click();
    const clickedAt = Date.now();
    await expect(dialogNamed(page, first)).toHaveCount(0);
    await expect(dialogNamed(page, expected[1]!)).toBeVisible();

    const cookie = (await context.cookies(siteUrl("lumiere", "/"))).find(
      (entry) => entry.name === popupCookieName(first.id),
    );
    expect(cookie, "the dismissal cookie").toBeDefined();
    expect(cookie!.path).toBe("/");
    expect(Math.abs(cookie!.expires - nextSeoulMidnightSeconds(clickedAt))).toBeLessThanOrEqual(60);

    await page.reload();
    await expect(dialogNamed(page, expected[1]!)).toBeVisible();
    await expect(dialogNamed(page, first)).toHaveCount(0);
  });

  test("the items carousel moves with the next and previous buttons and the keyboard", async ({ page }) => {
    const withItems = expected.find((popup) => popup.titles.length > 1);
    expect(withItems, "a popup with several items").toBeDefined();
    await page.goto(siteUrl("lumiere", "/"));
    for (const popup of expected) {
      if (popup === withItems) break;
      await page.keyboard.press("Escape");
    }
    const dialog = dialogNamed(page, withItems!);
    const caption = dialog.locator("p");
    const [firstTitle, secondTitle] = withItems!.titles;
    // The pointer on the carousel pauses autoplay, so only our clicks move it.
    await dialog.getByRole("img", { name: firstTitle }).hover();
    await expect(caption).toHaveText(firstTitle!);
    await expect(dialog.getByRole("img", { name: firstTitle })).toBeInViewport();

    await dialog.getByRole("button", { name: "다음 이미지" }).click();
    await expect(caption).toHaveText(secondTitle!);
    await expect(dialog.getByRole("button", { name: "2번째 이미지 보기" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(dialog.getByRole("img", { name: secondTitle })).toBeInViewport({ ratio: 0.9 });

    await dialog.getByRole("button", { name: "이전 이미지" }).click();
    await expect(caption).toHaveText(firstTitle!);

    // Keyboard only: the next button takes Enter, and the arrow keys move inside the carousel.
    await dialog.getByRole("button", { name: "다음 이미지" }).focus();
    await page.keyboard.press("Enter");
    await expect(caption).toHaveText(secondTitle!);
    await page.keyboard.press("ArrowLeft");
    await expect(caption).toHaveText(firstTitle!);
  });

  /**
   * The home page under a paused page clock (timers run only when the test says so), with the first popup's caption
   * showing its first item, once the page's own scripts have taken over.
   */
  async function firstPopupOnPausedClock(page: Page, reducedMotion: "reduce" | "no-preference") {
    const first = expected[0]!;
    await page.emulateMedia({ reducedMotion });
    await page.clock.install({ time: new Date("2025-03-10T10:00:00+09:00") });
    await page.clock.pauseAt(new Date("2025-03-10T10:00:01+09:00"));
    await page.goto(siteUrl("lumiere", "/"));
    const caption = dialogNamed(page, first).locator("p");
    await expect(caption).toHaveText(first.titles[0]!);
    await takenOver(page);
    return { first, caption };
  }

  test("the carousel advances by itself after 5 seconds", async ({ page }) => {
    sameAtEveryWidth();
    // Autoplay is for visitors without a reduced-motion preference (the suite asks for one).
    const { first, caption } = await firstPopupOnPausedClock(page, "no-preference");
    expect(first.titles.length, "the first popup has several items").toBeGreaterThan(1);
    await page.clock.runFor(4_900);
    await expect(caption).toHaveText(first.titles[0]!);
    await page.clock.runFor(200);
    await expect(caption).toHaveText(first.titles[1]!);

    // Paused while the pointer is on it.
    await dialogNamed(page, first).getByRole("img", { name: first.titles[1] }).hover();
    await page.clock.runFor(6_000);
    await expect(caption).toHaveText(first.titles[1]!);
  });

  test("the carousel does not play by itself for visitors who prefer reduced motion", async ({ page }) => {
    const { first, caption } = await firstPopupOnPausedClock(page, "reduce");
    await page.clock.runFor(11_000);
    await expect(caption).toHaveText(first.titles[0]!);
    // The buttons still work.
    await dialogNamed(page, first).getByRole("button", { name: "다음 이미지" }).click();
    await expect(caption).toHaveText(first.titles[1]!);
  });

  async function expectedPopupsFor(page: Page, device: "PC" | "MOBILE") {
    const viewport = page.viewportSize()!;
    await page.setViewportSize(device === "PC" ? { width: 1440, height: 900 } : { width: 390, height: 844 });
    const list = await expectedPopups(page, "lumiere", "/");
    await page.setViewportSize(viewport);
    return list;
  }
});

test.describe("haneul (GRID popups)", () => {
  test("'/' shows all its popups at once in weight order in a grid that fits the screen; a phone one at a time", async ({
    page,
  }) => {
    const expected = await expectedPopups(page, "haneul", "/");
    expect(expected.length).toBeGreaterThanOrEqual(2);
    await page.goto(siteUrl("haneul", "/"));
    if (deviceOf(page) === "MOBILE") {
      // A stack of GRID popups would cover a phone's whole screen: they come one at a time, like LAYER.
      for (const [index, popup] of expected.entries()) {
        await expect(dialogNamed(page, popup)).toBeVisible();
        await expect(dialogs(page)).toHaveCount(1);
        await expectInsideViewport(page, popup);
        await dialogNamed(page, popup).getByRole("button", { name: "닫기", exact: true }).click();
        if (index === expected.length - 1) await expect(dialogs(page)).toHaveCount(0);
      }
      return;
    }
    await expect(dialogs(page)).toHaveCount(expected.length);
    const labels = await dialogs(page).evaluateAll((all) =>
      all.map((dialog) => dialog.getAttribute("aria-label")),
    );
    expect(labels).toEqual(expected.map((popup) => popup.titles[0]));
    for (const popup of expected) await expectInsideViewport(page, popup);

    const [a, b] = [
      await dialogNamed(page, expected[0]!).boundingBox(),
      await dialogNamed(page, expected[1]!).boundingBox(),
    ];
    // Side by side with the spec's 20 px gap.
    expect(Math.round(a!.y)).toBe(Math.round(b!.y));
    expect(b!.x - (a!.x + a!.width)).toBeCloseTo(20, 0);

    // Closing one leaves the others; Escape closes another.
    await dialogNamed(page, expected[0]!).getByRole("button", { name: "닫기", exact: true }).click();
    await expect(dialogs(page)).toHaveCount(expected.length - 1);
    await page.keyboard.press("Escape");
    await expect(dialogs(page)).toHaveCount(expected.length - 2);
  });
});

for (const code of ["lumiere", "haneul"] as const) {
  test(`${code}: a path no popup lists opens none, and another path opens exactly its own`, async ({
    page,
  }) => {
    sameAtEveryWidth();
    const listed = await popupLocations(page, code);
    const unlisted = "/cscenter/notice";
    expect(listed.has(unlisted)).toBe(false);
    await page.goto(siteUrl(code, unlisted), { waitUntil: "networkidle" });
    // Popups open once the page is interactive; give them the same chance as on '/'.
    await page.waitForTimeout(500);
    await expect(dialogs(page)).toHaveCount(0);

    const events = await expectedPopups(page, code, "/events");
    await page.goto(siteUrl(code, "/events"));
    if (events.length > 0) await expect(dialogNamed(page, events[0]!)).toBeVisible();
    else {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
    }
    const visible = await dialogs(page).evaluateAll((all) =>
      all.map((dialog) => dialog.getAttribute("aria-label")),
    );
    // LAYER (lumiere), and GRID on a phone, show one at a time.
    const oneAtATime = code === "lumiere" || deviceOf(page) === "MOBILE";
    const onEvents = oneAtATime ? events.slice(0, 1) : events;
    expect(visible).toEqual(onEvents.map((popup) => popup.titles[0]));
  });
}

test("a page no popup is placed on does not download the popup code; moving to one that has popups shows them", async ({
  page,
}) => {
  sameAtEveryWidth();
  const expected = await expectedPopups(page, "lumiere", "/");
  const listed = await popupLocations(page, "lumiere");
  expect(listed.has("/cscenter/notice")).toBe(false);
  const popupCode: string[] = [];
  page.on("response", async (response) => {
    if (!/\/_next\/static\/chunks\/.+\.js$/.test(new URL(response.url()).pathname)) return;
    if ((await response.text().catch(() => "")).includes(POPUP_CODE_MARK)) popupCode.push(response.url());
  });
  await page.goto(siteUrl("lumiere", "/cscenter/notice"), { waitUntil: "networkidle" });
  expect(popupCode).toEqual([]);
  // The site's home link is a client navigation: the layout, and the popup gate in it, stay.
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  await page.locator("header a[href='/']").first().click();
  await expect(dialogNamed(page, expected[0]!)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(popupCode.length).toBeGreaterThan(0);
});

for (const code of ["lumiere", "haneul"] as const) {
  test(`${code}: gotoWithoutPopups opens '/' with every popup dismissed for today`, async ({ page }) => {
    sameAtEveryWidth();
    const expected = await expectedPopups(page, code, "/");
    expect(expected.length).toBeGreaterThan(0);
    await gotoWithoutPopups(page, code, "/");
    await page.waitForLoadState("networkidle");
    // Popups open right after hydration; give them the same chance as on a first visit.
    await page.waitForTimeout(500);
    await expect(dialogs(page)).toHaveCount(0);
  });
}
