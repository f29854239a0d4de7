import type { Locator, Page } from "@playwright/test";
import { holdChunk } from "../support/held-chunk";
import { gotoWithoutPopups } from "../support/popups";
import { collectPageErrors, DEMO_SITES, fetchFromPage, siteUrl } from "../support/sites";
import { smsCodeFor, uniquePhone } from "../support/sms-outbox";
import { expect, test } from "../support/test";
import { MULTI_PAGE_TIMEOUT, openPage } from "./content-support";

/**
 * The reservation widget (issue 7) as the storefront loads it: `?wcopen=1` opens the visit dialog and `?wopen=1`
 * the treatment one; a guest verifies by SMS inside the dialog, books a visit, then (now signed in) a treatment,
 * and finds both on the my-page — on both clinics. One SMS code per test (the API allows 20 per phone an hour).
 */

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

/** The dialog's loads go through the storefront's pass-through, which a busy dev server answers slowly. */
const expectLoaded = expect.configure({ timeout: 30_000 });

/** The widget's dialog (its title contains '예약'); the widget lives in an open shadow root Playwright pierces. */
const widgetDialog = (page: Page, title: "방문 예약" | "시술 예약") =>
  page.getByRole("dialog", { name: title, exact: true });

/** One of the first few enabled choices, at random, so parallel runs rarely meet in one slot. */
async function pickOne(choices: Locator): Promise<void> {
  await expectLoaded(choices.first()).toBeVisible();
  const count = Math.min(await choices.count(), 6);
  await choices.nth(Math.floor(Math.random() * count)).click();
}

/**
 * The API gives one visitor address 20 codes an hour over every phone; each test asks for its codes as another
 * visitor (the load balancer's X-Forwarded-For, believed from the test runner), so reruns stay green.
 */
async function codesAsNewVisitor(page: Page): Promise<void> {
  const visitor = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  await page.route("**/api/customer/auth-tokens", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": visitor } }),
  );
}

/** Date → time; ends on the step after the time. */
async function pickDateAndTime(dialog: Locator): Promise<void> {
  await expectLoaded(dialog.getByRole("heading", { name: "날짜를 선택해 주세요" })).toBeVisible();
  await pickOne(dialog.locator("button.cr-day:not([disabled])"));
  await expect(dialog.getByText(/^선택한 날짜: /)).toBeVisible();
  await dialog.getByRole("button", { name: "시간 선택" }).click();
  await expect(dialog.getByRole("heading", { name: /시간을 선택해 주세요$/ })).toBeVisible();
  await pickOne(dialog.getByRole("group", { name: "예약 시간" }).locator("button:not([disabled])"));
  await dialog.getByRole("button", { name: "다음", exact: true }).click();
}

/** Consent, book, and read the booked instant from the done step. */
async function agreeAndBook(dialog: Locator): Promise<string> {
  const book = dialog.getByRole("button", { name: "예약하기" });
  await expect(book).toBeDisabled();
  await dialog.getByRole("checkbox", { name: /개인정보 수집 및 이용 동의/ }).check();
  await book.click();
  await expect(
    dialog.getByRole("heading", { name: /예약 신청이 완료되었습니다|예약이 확정되었습니다/ }),
  ).toBeVisible();
  await expect(dialog.getByText(/^예약 (신청|확정)$/)).toBeVisible();
  await expect(dialog.getByRole("link", { name: "마이페이지에서 예약 내역 보기" })).toHaveAttribute(
    "href",
    /\/mypage$/,
  );
  const reservedAt = await dialog.locator("time").getAttribute("datetime");
  expect(reservedAt).toBeTruthy();
  return reservedAt as string;
}

/** A string only the widget loader's chunk holds among the storefront's scripts (reservation-widget-loader.tsx). */
const LOADER_MARK = "clinic:signed-in";

test("a reservation button pressed before the widget's loader has arrived opens the widget once it has", async ({
  page,
}) => {
  const held = await holdChunk(page, LOADER_MARK);
  await page.goto(siteUrl("lumiere", "/cscenter/notice"), { waitUntil: "domcontentloaded" });
  await held.requested;
  await page.getByRole("button", { name: "방문 예약" }).first().click();
  // Waiting for the widget, not answering with the phone.
  await page.waitForTimeout(500);
  await expect(page.getByText("온라인 예약을 준비하고 있습니다")).toHaveCount(0);
  await expect(widgetDialog(page, "방문 예약")).toHaveCount(0);
  held.release();
  await expectLoaded(widgetDialog(page, "방문 예약")).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("when the widget loader's code cannot be fetched, a reservation button answers with the phone fallback", async ({
  page,
}) => {
  const held = await holdChunk(page, LOADER_MARK, { refuse: true });
  await page.goto(siteUrl("lumiere", "/cscenter/notice"), { waitUntil: "domcontentloaded" });
  await held.requested;
  await page.getByRole("button", { name: "방문 예약" }).first().click();
  await expect(page.getByText("온라인 예약을 준비하고 있습니다")).toBeVisible();
  await expect(widgetDialog(page, "방문 예약")).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

for (const site of DEMO_SITES) {
  test(`${site}: ?wcopen=1 opens the visit dialog, ?wopen=1 the treatment dialog; Escape and × close them`, async ({
    page,
  }) => {
    // An anonymous visitor: the widget must not ask /customers/this (its 401 is an error line in the console).
    const sessionAsks: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/customers/this") sessionAsks.push(request.url());
    });
    const { errors } = await openPage(page, site, "/?wcopen=1");
    const visit = widgetDialog(page, "방문 예약");
    await expect(visit).toBeVisible();
    await expect(visit).toHaveAttribute("aria-modal", "true");
    await expect(visit.getByRole("heading", { name: "날짜를 선택해 주세요" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(visit).toBeHidden();

    await page.goto(siteUrl(site, "/?wopen=1"));
    const treatment = widgetDialog(page, "시술 예약");
    await expect(treatment).toBeVisible();
    await expect(treatment.getByRole("heading", { name: "시술을 선택해 주세요" })).toBeVisible();
    await expectLoaded(
      treatment.getByRole("list", { name: "시술 목록" }).getByRole("listitem").first(),
    ).toBeVisible();
    await treatment.getByRole("button", { name: "예약 창 닫기" }).click();
    await expect(treatment).toBeHidden();
    expect(errors).toEqual([]);
    expect(sessionAsks).toEqual([]);
  });

  test(`${site}: a guest books a visit after SMS verification, then a treatment, and finds both on /mypage`, async ({
    page,
  }) => {
    await codesAsNewVisitor(page);
    await openPage(page, site, "/?wcopen=1");
    const visit = widgetDialog(page, "방문 예약");
    await pickDateAndTime(visit);

    // Contact as a guest: the code arrives in the demo sender's outbox.
    const phone = uniquePhone();
    await expect(visit.getByRole("heading", { name: "예약자 정보를 확인해 주세요" })).toBeVisible();
    await visit.getByLabel("이름").fill("위젯예약");
    await visit.getByLabel("휴대폰 번호").fill(phone);
    await visit.getByRole("button", { name: "인증번호 받기" }).click();
    await visit.getByLabel("인증번호").fill(await smsCodeFor(phone));
    await visit.getByRole("button", { name: "인증하고 계속하기" }).click();
    await expect(visit.getByText("위젯예약", { exact: true })).toBeVisible();
    const visitAt = await agreeAndBook(visit);
    await visit.getByRole("button", { name: "닫기", exact: true }).click();
    await expect(visit).toBeHidden();

    // Now signed in (the pass-through holds the cookie): the treatment goes straight to consent.
    await page.goto(siteUrl(site, "/?wopen=1"));
    const treatment = widgetDialog(page, "시술 예약");
    const products = treatment.getByRole("list", { name: "시술 목록" });
    const firstProduct = products.getByRole("listitem").first().getByRole("button").first();
    await expectLoaded(firstProduct).toBeVisible();
    const productName = (await firstProduct.locator("span").first().textContent()) ?? "";
    await firstProduct.click();
    await treatment
      .getByRole("group", { name: / 옵션$/ })
      .getByRole("checkbox")
      .first()
      .check();
    await treatment.getByRole("button", { name: "다음", exact: true }).click();
    await expectLoaded(treatment.getByText("합계")).toBeVisible();
    await treatment.getByRole("button", { name: "날짜 선택" }).click();
    await pickDateAndTime(treatment);
    const doctor = treatment.getByRole("heading", { name: "의료진을 선택해 주세요" });
    const contact = treatment.getByRole("heading", { name: "예약자 정보를 확인해 주세요" });
    await expect(doctor.or(contact)).toBeVisible();
    if (await doctor.isVisible()) {
      await expect(treatment.getByRole("button", { name: "상관없음" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await treatment.getByRole("button", { name: "다음", exact: true }).click();
    }
    await expect(contact).toBeVisible();
    await expect(treatment.getByRole("button", { name: "인증번호 받기" })).toHaveCount(0);
    const treatmentAt = await agreeAndBook(treatment);

    await page.goto(siteUrl(site, "/mypage"));
    const history = page.getByTestId("reservation-history");
    // The first free visit and treatment slots can be the same hour, so each item is told by its kind too.
    const visitItem = history
      .getByTestId("reservation-item")
      .filter({ has: page.locator(`time[datetime="${visitAt}"]`) })
      .filter({ hasText: "방문 상담 예약" });
    const treatmentItem = history
      .getByTestId("reservation-item")
      .filter({ has: page.locator(`time[datetime="${treatmentAt}"]`) })
      .filter({ hasText: "시술 예약" });
    await expect(visitItem).toHaveCount(1);
    await expect(treatmentItem).toHaveCount(1);
    await expect(treatmentItem).toContainText(productName.trim());
  });
}

// ---- On a phone (issue 25): every flow at 390 px, its layout, sums, cart and campaign links.

/**
 * What is wrong with the dialog's layout: anything wider than the dialog or outside it, a control whose text
 * does not fit (scrollWidth > clientWidth), and any word drawn on two lines (its characters' boxes on more than one
 * line; Korean must never break inside a word).
 */
async function layoutProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const problems: string[] = [];
    const name = (element: Element | null) =>
      element
        ? `<${element.tagName.toLowerCase()}${element.className ? ` .${element.className}` : ""}> "${(element.textContent ?? "").trim().slice(0, 30)}"`
        : "?";
    const box = root.getBoundingClientRect();
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the dialog scrolls sideways`);
    for (const element of root.querySelectorAll<HTMLElement>("*")) {
      if (element.closest("[hidden]") || element.closest(".cr-sr")) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (rect.left < box.left - 1 || rect.right > box.right + 1)
        problems.push(`${name(element)} leaves the dialog`);
      if (
        /^(BUTTON|INPUT|LABEL|DD|DT)$/.test(element.tagName) &&
        element.scrollWidth > element.clientWidth + 1
      )
        problems.push(`${name(element)} does not fit its box`);
      if (element.tagName === "BUTTON" && element.textContent?.trim() && rect.width < 30)
        problems.push(`${name(element)} is squeezed to ${Math.round(rect.width)} px`);
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("[hidden]") || parent.closest(".cr-sr") || parent.tagName === "STYLE")
        continue;
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) problems.push(`"${match[0]}" is broken across lines in ${name(parent)}`);
      }
    }
    return problems;
  });
}

async function expectLaidOut(dialog: Locator, step: string): Promise<void> {
  await expect.poll(() => layoutProblems(dialog), { message: `layout of ${step}` }).toEqual([]);
}

interface ProductRow {
  id: number;
  name: string;
}
interface ProductOptionRow {
  id: number;
  name: string;
  price: number;
  originalPrice: number | null;
}
interface ProductWithOptions {
  id: number;
  name: string;
  options: ProductOptionRow[];
}

/** The first `count` options of the clinic's treatments (across products), as the widget's calls read them. */
async function someOptions(page: Page, count: number): Promise<(ProductOptionRow & { product: string })[]> {
  const list = await fetchFromPage<{ rows: ProductRow[] }>(page, "/api/products?page=1&pageSize=20");
  expect(list.status).toBe(200);
  const found: (ProductOptionRow & { product: string })[] = [];
  for (const row of list.body.rows) {
    const detail = await fetchFromPage<ProductWithOptions>(page, `/api/products/${row.id}`);
    for (const option of detail.body.options ?? []) {
      if (found.length < count) found.push({ ...option, product: detail.body.name });
    }
    if (found.length >= count) break;
  }
  expect(found, "demo treatments with options").toHaveLength(count);
  return found;
}

async function addToGuestCart(page: Page, productOptionId: number): Promise<void> {
  const status = await page.evaluate(async (id) => {
    const response = await fetch("/api/guest/carts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productOptionId: id }),
    });
    return response.status;
  }, productOptionId);
  expect(status).toBeLessThan(300);
}

/** The summary's sums read from the dialog: list prices, discount, total (data-amount of each price cell). */
async function summarySums(dialog: Locator) {
  const cells = await dialog
    .getByTestId("price-summary")
    .locator("[data-price]")
    .evaluateAll((all) =>
      all.map((cell) => ({
        kind: (cell as HTMLElement).dataset.price,
        amount: Number((cell as HTMLElement).dataset.amount),
      })),
    );
  const of = (kind: string) => cells.filter((cell) => cell.kind === kind).map((cell) => cell.amount);
  return { listPrices: of("list-price"), discount: of("discount")[0] ?? 0, total: of("total")[0] };
}

/** A guest's SMS verification at 390 px: the phone formats as typed, the send button keeps its width, a countdown. */
async function verifyAsGuest(page: Page, dialog: Locator, name: string, options: { expire?: boolean } = {}) {
  const phone = uniquePhone();
  await codesAsNewVisitor(page);
  await expect(dialog.getByRole("heading", { name: "예약자 정보를 확인해 주세요" })).toBeVisible();
  await dialog.getByLabel("이름").fill(name);
  const phoneInput = dialog.getByLabel("휴대폰 번호");
  await phoneInput.pressSequentially(phone);
  await expect(phoneInput).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
  const send = dialog.getByRole("button", { name: "인증번호 받기" });
  const before = await phoneInput.boundingBox();
  await expectLaidOut(dialog, "contact before sending");
  await send.click();
  const countdown = dialog.getByTestId("code-countdown");
  await expect(countdown).toHaveText(/^남은 시간 [0-5]:[0-5]\d$/);
  // Nothing moved sideways: the phone field is where it was, the button still reads in full.
  const after = await phoneInput.boundingBox();
  expect(Math.round(after?.x ?? -1)).toBe(Math.round(before?.x ?? -2));
  await expectLaidOut(dialog, "contact after sending");
  let code = await smsCodeFor(phone);
  if (options.expire) {
    // The code lives 5 minutes (the page's clock runs ahead; the API's does not): then the dialog says so and
    // another code may be asked for, here for a corrected number (the API spaces codes to one phone a minute).
    await page.clock.fastForward("05:01");
    await expect(dialog.getByText("인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.")).toBeVisible();
    await expect(countdown).toHaveText("");
    await expect(dialog.getByRole("button", { name: "인증하고 계속하기" })).toBeDisabled();
    const again = dialog.getByRole("button", { name: "다시 받기" });
    await expect(again).toBeEnabled();
    const corrected = uniquePhone();
    await phoneInput.fill("");
    await phoneInput.pressSequentially(corrected);
    await again.click();
    await expect(countdown).toHaveText(/^남은 시간 [0-5]:[0-5]\d$/);
    code = await smsCodeFor(corrected);
  }
  await dialog.getByLabel("인증번호").fill(code);
  await dialog.getByRole("button", { name: "인증하고 계속하기" }).click();
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  return phone;
}

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const site of DEMO_SITES) {
    test(`${site}: ?wcopen=1 closes the popups for good, the visit flow fits, closed days say why, the code counts down`, async ({
      page,
    }) => {
      await page.clock.install();
      const errors = collectPageErrors(page);
      // No popup dismissed: the '/' popups would open, the widget must win.
      await page.goto(siteUrl(site, "/?wcopen=1"));
      const visit = widgetDialog(page, "방문 예약");
      await expect(visit).toBeVisible();
      await expectLoaded(visit.getByRole("heading", { name: "날짜를 선택해 주세요" })).toBeVisible();
      await expect(page.locator("[data-popup-id]")).toHaveCount(0);

      // Closed days of the month shown say why (the schedule's holiday note or 정기 휴진).
      const answer = await fetchFromPage<{ dates: string[]; closed: { date: string; reason: string }[] }>(
        page,
        "/api/partner-schedules/available-dates?type=VISIT",
      );
      expect(answer.status).toBe(200);
      const shownMonth = (answer.body.dates[0] ?? "").slice(0, 7);
      const closedHere = answer.body.closed.filter((day) => day.date.startsWith(shownMonth));
      if (closedHere.length > 0) {
        const notes = visit.getByRole("list", { name: "휴진 안내" });
        for (const reason of new Set(closedHere.map((day) => day.reason)))
          await expect(notes).toContainText(reason);
        const day = closedHere[0]!;
        await expect(visit.locator(`button[data-date="${day.date}"]`)).toHaveAttribute(
          "aria-label",
          new RegExp(`${day.reason}$`),
        );
      }
      await expectLaidOut(visit, "date");
      await pickOne(visit.locator("button.cr-day:not([disabled])"));
      await visit.getByRole("button", { name: "시간 선택" }).click();
      const times = visit.getByRole("group", { name: "예약 시간" });
      await expectLoaded(times.locator("button").first()).toBeVisible();
      await expectLaidOut(visit, "time");
      await pickOne(times.locator("button:not([disabled])"));
      const pickedTime = (await times.locator('button[aria-pressed="true"] .cr-time').textContent()) ?? "";
      await visit.getByRole("button", { name: "다음", exact: true }).click();

      await verifyAsGuest(page, visit, "휴대폰방문", { expire: true });
      const recap = visit.getByTestId("reservation-recap");
      await expect(recap.locator('[data-recap="time"]')).toHaveText(pickedTime);
      await expect(recap.locator('[data-recap="date"]')).toHaveText(/^\d{4}년 \d{1,2}월 \d{1,2}일 \(.\)$/);
      await expectLaidOut(visit, "recap");
      await agreeAndBook(visit);
      await expectLaidOut(visit, "done");
      await visit.getByRole("button", { name: "닫기", exact: true }).click();
      await expect(visit).toBeHidden();
      // The popups the widget closed stay closed.
      await page.waitForTimeout(500);
      await expect(page.locator("[data-popup-id]")).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test(`${site}: the floating button opens the cart; lines are removable, the sums add up and the booked line leaves the cart`, async ({
      page,
    }) => {
      await gotoWithoutPopups(page, site, "/");
      const [booked, removed, kept] = await someOptions(page, 3);
      for (const option of [booked!, removed!, kept!]) await addToGuestCart(page, option.id);
      await page.reload();
      await page.mouse.wheel(0, 1200);
      const floating = page.getByTestId("floating-reservation");
      await expect(floating.getByTestId("cart-badge")).toContainText("장바구니 3개");
      await floating.click();

      const dialog = widgetDialog(page, "시술 예약");
      const cart = dialog.getByRole("region", { name: "장바구니" });
      await expectLoaded(cart.getByTestId("cart-line")).toHaveCount(3);
      // The cart is what the visitor meant to book: its lines start picked.
      for (const box of await cart.getByRole("checkbox").all()) await expect(box).toBeChecked();
      await expectLaidOut(dialog, "cart");
      await cart
        .getByRole("button", { name: `${removed!.product} ${removed!.name} 장바구니에서 삭제` })
        .click();
      await expect(cart.getByTestId("cart-line")).toHaveCount(2);
      await expect(floating.getByTestId("cart-badge")).toContainText("장바구니 2개");
      await cart
        .getByTestId("cart-line")
        .filter({ hasText: `${kept!.product} · ${kept!.name}` })
        .getByRole("checkbox")
        .uncheck();
      await dialog.getByRole("button", { name: "다음", exact: true }).click();

      // List price − discount = total, the list price being the API's (originalPrice, or the price).
      await expectLoaded(dialog.getByText("합계")).toBeVisible();
      const sums = await summarySums(dialog);
      const listPrice = Math.max(booked!.originalPrice ?? booked!.price, booked!.price);
      expect(sums.listPrices).toEqual([listPrice]);
      expect(sums.discount).toBe(listPrice - booked!.price);
      expect(sums.total).toBe(booked!.price);
      expect(sums.listPrices.reduce((a, b) => a + b, 0) - sums.discount).toBe(sums.total);
      await expectLaidOut(dialog, "summary");

      await dialog.getByRole("button", { name: "날짜 선택" }).click();
      await pickDateAndTime(dialog);
      const doctor = dialog.getByRole("heading", { name: "의료진을 선택해 주세요" });
      const contact = dialog.getByRole("heading", { name: "예약자 정보를 확인해 주세요" });
      await expect(doctor.or(contact)).toBeVisible();
      if (await doctor.isVisible()) {
        await expectLaidOut(dialog, "doctor");
        await dialog.getByRole("button", { name: "다음", exact: true }).click();
      }
      await verifyAsGuest(page, dialog, "휴대폰시술");
      const recap = dialog.getByTestId("reservation-recap");
      await expect(recap.locator('[data-recap="treatments"]')).toContainText(
        `${booked!.product} · ${booked!.name}`,
      );
      await expect(recap.locator('[data-recap="doctor"]')).not.toBeEmpty();
      await expect(recap.locator('[data-recap="date"]')).not.toBeEmpty();
      await expect(recap.locator('[data-recap="time"]')).toHaveText(/^\d{2}:\d{2}$/);
      await agreeAndBook(dialog);

      // Only the booked line left the cart (the guest's lines moved to the member at the sign-in).
      await expect
        .poll(async () => {
          const member = await fetchFromPage<{ rows: { productOptionId: number }[] }>(page, "/api/carts");
          return member.body.rows.map((row) => row.productOptionId);
        })
        .toEqual([kept!.id]);
      await expect(floating.getByTestId("cart-badge")).toContainText("장바구니 1개");
    });

    for (const kind of ["event", "category"] as const) {
      test(`${site}: a ${kind} campaign link (w${kind === "event" ? "eid" : "cid"} + wpid) lists the ${kind}'s treatments with wpid picked`, async ({
        page,
      }) => {
        await gotoWithoutPopups(page, site, "/");
        // The first event / category of the clinic with at least two treatments.
        const groups =
          kind === "event"
            ? (await fetchFromPage<{ rows: { id: number }[] }>(page, "/api/events?page=1&pageSize=20")).body
                .rows
            : (await fetchFromPage<{ rows: { id: number }[] }>(page, "/api/product-categories")).body.rows;
        let found: { id: number; rows: ProductRow[] } | null = null;
        for (const group of groups ?? []) {
          const filter = kind === "event" ? `eventId=${group.id}` : `categoryId=${group.id}`;
          const list = await fetchFromPage<{ rows: ProductRow[] }>(
            page,
            `/api/products?${filter}&pageSize=50`,
          );
          if (list.status === 200 && list.body.rows.length >= 2) {
            found = { id: group.id, rows: list.body.rows };
            break;
          }
        }
        expect(found, `a ${kind} with two treatments`).not.toBeNull();
        const { id, rows } = found!;
        const campaign = rows[1]!;
        const query = kind === "event" ? `weid=${id}` : `wcid=${id}`;
        await page.goto(siteUrl(site, `/?${query}&wpid=${campaign.id}`));

        const dialog = widgetDialog(page, "시술 예약");
        const list = dialog.getByRole("list", { name: "시술 목록" });
        await expectLoaded(list.getByRole("listitem")).toHaveCount(rows.length);
        const picked = list.getByRole("listitem").filter({ hasText: campaign.name });
        await expect(picked.getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
        await expect(picked.getByRole("checkbox", { checked: true })).toHaveCount(1);
        await expect(dialog.getByRole("button", { name: "다음", exact: true })).toBeEnabled();
        await expectLaidOut(dialog, `${kind} list`);
        // The others are one tap away.
        const other = list.getByRole("listitem").filter({ hasText: rows[0]!.name });
        await other.getByRole("button").first().click();
        await expect(other.getByRole("group", { name: / 옵션$/ })).toBeVisible();
        await expectLaidOut(dialog, `${kind} list, another treatment opened`);
      });
    }
  }
});
