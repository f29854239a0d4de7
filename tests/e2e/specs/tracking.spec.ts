import type { Locator, Page } from "@playwright/test";
import {
  collectPageErrors,
  DEMO_SITES,
  fetchFromPage,
  getDocumentFromSite,
  openClinicOrigin,
  siteUrl,
} from "../support/sites";
import { smsCodeFor, uniquePhone } from "../support/sms-outbox";
import { expect, test } from "../support/test";
import { expectNavigation, MULTI_PAGE_TIMEOUT, openPage } from "./content-support";

/**
 * Tracking (issue 8): every page has `window.dataLayer` from its first script; page views, searches, product
 * views, cart adds, sign-in, sign-up and the reservation widget push their events there; the demo clinics
 * configure no Google tags, so none load; the web analytics path answers on any hosting without console errors.
 */

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

/** Waits for events pushed after hydration or by the widget, which a busy dev server may take a while to run. */
const expectSoon = expect.configure({ timeout: 30_000 });
/** A search result page may take a busy dev server over half a minute to render the first time. */
const expectSlowNavigation = expect.configure({ timeout: 60_000 });

type Pushed = Record<string, unknown>;

/** The data layer's entries with event === `name` (plain objects only: gtag's arguments are not ours). */
const pushed = (page: Page, name: string): Promise<Pushed[]> =>
  page.evaluate(
    (event) =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry): entry is Record<string, unknown> =>
          typeof entry === "object" && entry !== null && (entry as { event?: unknown }).event === event,
      ),
    name,
  );

interface ProductAnswer {
  id: number;
  name: string;
  options: { id: number; name: string; price: number }[];
}

const pagePaths = async (page: Page) => (await pushed(page, "page_view")).map((entry) => entry.page_path);

for (const site of DEMO_SITES) {
  test(`${site}: the data layer exists from the head, a page view is pushed, no Google tag loads, no console error`, async ({
    page,
  }) => {
    const googleRequests: string[] = [];
    page.on("request", (request) => {
      if (/googletagmanager|google-analytics/.test(request.url())) googleRequests.push(request.url());
    });
    const analytics = page.waitForResponse((response) =>
      response.url().endsWith("/_vercel/insights/script.js"),
    );
    // A third-party host the clinic configured being unreachable is not ours to report (collectPageErrors leaves
    // that line out); everything else is.
    const errors = collectPageErrors(page);
    expect((await page.goto(siteUrl(site, "/")))?.status()).toBe(200);
    // The bootstrap is the first script of our own in the head, before the widget or any tag manager.
    await expect(page.locator("head > script#data-layer")).toHaveCount(1);
    expect(await page.evaluate(() => Array.isArray((window as { dataLayer?: unknown }).dataLayer))).toBe(
      true,
    );
    await expectSoon.poll(() => pagePaths(page)).toEqual(["/"]);

    const script = await analytics;
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toMatch(/javascript/);
    await expect(page.locator('head > script[src="/_vercel/insights/script.js"]')).toHaveAttribute(
      "defer",
      "",
    );
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    await expect(page.locator("#gtm-init, #gtag-init")).toHaveCount(0);
    expect(googleRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("the web analytics path answers like the hosting would: the script and its beacons", async ({
  page,
}) => {
  await openClinicOrigin(page, "haneul");
  const answers = await page.evaluate(async () => {
    const script = await fetch("/_vercel/insights/script.js");
    const view = await fetch("/_vercel/insights/view", { method: "POST", body: "{}" });
    const event = await fetch("/_vercel/insights/event", { method: "POST", body: "{}" });
    return {
      script: [script.status, script.headers.get("content-type"), script.headers.get("cache-control")],
      beacons: [view.status, event.status],
    };
  });
  expect(answers.script[0]).toBe(200);
  expect(answers.script[1]).toMatch(/^application\/javascript/);
  expect(answers.script[2]).toMatch(/max-age=\d+/);
  expect(answers.beacons).toEqual([204, 204]);
});

test("lumiere: a search pushes search with its keyword, and each navigation one page view", async ({
  page,
}) => {
  // Two loads and three client-side navigations: a dev server compiling the routes on first visit needs longer.
  test.slow();
  await openPage(page, "lumiere", "/search?keyword=%EB%A6%AC%ED%94%84");
  await expectSoon.poll(() => pushed(page, "search")).toEqual([{ event: "search", search_term: "리프" }]);

  // A client-side navigation through the search form: one more page view, one more search.
  const input = page.getByRole("searchbox", { name: "검색할 단어" });
  await input.fill("보톡스");
  await input.press("Enter");
  await expectSlowNavigation(page).toHaveURL(/\/search\?keyword=%EB%B3%B4%ED%86%A1%EC%8A%A4$/);
  await expectSoon
    .poll(() => pushed(page, "search"))
    .toEqual([
      { event: "search", search_term: "리프" },
      { event: "search", search_term: "보톡스" },
    ]);
  await expectSoon
    .poll(() => pagePaths(page))
    .toEqual(["/search?keyword=%EB%A6%AC%ED%94%84", "/search?keyword=%EB%B3%B4%ED%86%A1%EC%8A%A4"]);

  // A result's link to its treatment: a page view of the product page (with the page's own origin) and its
  // view_item, and no further search.
  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expectSlowNavigation(page).toHaveURL(/\/products\/\d+$/);
  const productPath = new URL(page.url()).pathname;
  await expectSoon.poll(async () => (await pagePaths(page)).at(-1)).toBe(productPath);
  const [last] = (await pushed(page, "page_view")).slice(-1);
  expect(last?.page_location).toBe(siteUrl("lumiere", productPath));
  expect(await pagePaths(page)).toHaveLength(3);
  await expectSoon.poll(() => pushed(page, "view_item")).toHaveLength(1);
  expect(await pushed(page, "search")).toHaveLength(2);
});

test("haneul: a product page pushes view_item and '장바구니 담기' add_to_cart, in won", async ({ page }) => {
  await page.goto(siteUrl("haneul", "/products"));
  const list = await fetchFromPage<{ rows: { id: number }[] }>(page, "/api/products?page=1&pageSize=20");
  let product: ProductAnswer | undefined;
  for (const row of list.body.rows) {
    const detail = await fetchFromPage<ProductAnswer>(page, `/api/products/${row.id}`);
    if (detail.status === 200 && detail.body.options.length > 0) {
      product = detail.body;
      break;
    }
  }
  if (!product) throw new Error("a demo treatment with options");
  await openPage(page, "haneul", `/products/${product.id}`);
  await expectSoon.poll(() => pushed(page, "view_item")).toHaveLength(1);
  const [view] = await pushed(page, "view_item");
  expect(view?.ecommerce).toMatchObject({
    currency: "KRW",
    items: [{ item_id: String(product.id), item_name: product.name }],
  });

  await page.getByTestId("add-to-cart").first().click();
  await expect(page.getByText("장바구니에 담았습니다.")).toBeVisible();
  const option = product.options[0];
  expect(await pushed(page, "add_to_cart")).toEqual([
    {
      event: "add_to_cart",
      ecommerce: {
        currency: "KRW",
        value: option?.price,
        items: [{ item_id: String(option?.id), item_name: option?.name, quantity: 1, price: option?.price }],
      },
    },
  ]);
});

test("lumiere: a guest's SMS sign-in pushes login with the Korean method", async ({ page }) => {
  const phone = uniquePhone();
  await openPage(page, "lumiere", "/login");
  await page.getByRole("tab", { name: "비회원 로그인" }).click();
  const form = page.getByRole("form", { name: "비회원 로그인" });
  await form.getByLabel("이름").fill("추적테스트");
  await form.getByLabel("휴대폰 번호").fill(phone);
  await form.getByRole("button", { name: "인증번호 받기" }).click();
  await form.getByLabel("인증번호").fill(await smsCodeFor(phone));
  expect(await pushed(page, "login")).toEqual([]);
  await form.getByRole("button", { name: "비회원 로그인" }).click();
  await expectNavigation(page).not.toHaveURL(/\/login$/);
  await expectSoon.poll(() => pushed(page, "login")).toEqual([{ event: "login", method: "SMS 인증" }]);
});

test("haneul: signing up through the demo verifier pushes sign_up and login, both by identity verification", async ({
  page,
}) => {
  const phone = uniquePhone();
  await openPage(page, "haneul", "/login");
  const demo = page.getByRole("form", { name: "데모 본인인증 (실제 인증이 아닙니다)" });
  await demo.getByLabel("이름").fill(`추적${phone.slice(-4)}`);
  await demo.getByLabel("휴대폰 번호").fill(phone);
  await demo.getByLabel("생년월일").fill("1991-03-02");
  await demo.getByRole("radio", { name: "여성" }).check();
  await demo.getByRole("button", { name: "데모 본인인증 완료" }).click();
  await expectNavigation(page).toHaveURL(siteUrl("haneul", "/sign-up"));
  const form = page.getByRole("form", { name: "회원가입" });
  await form.getByRole("checkbox", { name: "[필수] 이용약관 동의" }).check();
  await form.getByRole("checkbox", { name: "[필수] 개인정보 수집·이용 동의" }).check();
  await form.getByRole("button", { name: "가입하기" }).click();
  await expectNavigation(page).toHaveURL(siteUrl("haneul", "/welcome"));
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.event === "sign_up" || entry.event === "login",
    ),
  );
  expect(events).toEqual([
    { event: "sign_up", method: "본인인증" },
    { event: "login", method: "본인인증" },
  ]);
});

/** One of the first few enabled choices, at random, so parallel runs rarely meet in one slot. */
async function pickOne(choices: Locator): Promise<void> {
  await expectSoon(choices.first()).toBeVisible();
  const count = Math.min(await choices.count(), 6);
  await choices.nth(Math.floor(Math.random() * count)).click();
}

test("haneul: opening the widget pushes reservation_start, booking a visit reservation_complete", async ({
  page,
}) => {
  await openPage(page, "haneul", "/?wcopen=1");
  const dialog = page.getByRole("dialog", { name: "방문 예약", exact: true });
  await expect(dialog).toBeVisible();
  expect(await pushed(page, "reservation_start")).toEqual([
    { event: "reservation_start", reservationType: "visit", reservationLabel: "방문 예약" },
  ]);

  await expectSoon(dialog.getByRole("heading", { name: "날짜를 선택해 주세요" })).toBeVisible();
  await pickOne(dialog.locator("button.cr-day:not([disabled])"));
  await dialog.getByRole("button", { name: "시간 선택" }).click();
  await pickOne(dialog.getByRole("group", { name: "예약 시간" }).locator("button:not([disabled])"));
  await dialog.getByRole("button", { name: "다음", exact: true }).click();

  const phone = uniquePhone();
  await expect(dialog.getByRole("heading", { name: "예약자 정보를 확인해 주세요" })).toBeVisible();
  await dialog.getByLabel("이름").fill("추적예약");
  await dialog.getByLabel("휴대폰 번호").fill(phone);
  await dialog.getByRole("button", { name: "인증번호 받기" }).click();
  await dialog.getByLabel("인증번호").fill(await smsCodeFor(phone));
  await dialog.getByRole("button", { name: "인증하고 계속하기" }).click();
  await dialog.getByRole("checkbox", { name: /개인정보 수집 및 이용 동의/ }).check();
  expect(await pushed(page, "reservation_complete")).toEqual([]);
  await dialog.getByRole("button", { name: "예약하기" }).click();
  await expect(
    dialog.getByRole("heading", { name: /예약 신청이 완료되었습니다|예약이 확정되었습니다/ }),
  ).toBeVisible();
  expect(await pushed(page, "reservation_complete")).toEqual([
    { event: "reservation_complete", reservationType: "visit", value: 0 },
  ]);
  // The guest verified inside the widget: that is an SMS sign-in.
  expect(await pushed(page, "login")).toEqual([{ event: "login", method: "SMS 인증" }]);
});

// README and issue 25: the data-layer bootstrap runs before any other script, Next's own chunks included (React
// writes those first in <head>; the web server moves the bootstrap before them, decision 0034).
test("the data-layer bootstrap is the first script of the document, gzipped or not", async ({ page }) => {
  for (const site of DEMO_SITES) {
    const { html } = await getDocumentFromSite(page, site, "/");
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts[0], `${site}: the first <script> of the page`).toContain('id="data-layer"');
    expect(html.match(/id="data-layer"/g), `${site}: one bootstrap`).toHaveLength(1);
    // As a browser gets it (gzip): the bootstrap is the head's first script and window.dataLayer exists.
    await page.goto(siteUrl(site, "/products"));
    const first = await page.evaluate(() => document.head.querySelector("script")?.id ?? null);
    expect(first, `${site}: the first script in the rendered head`).toBe("data-layer");
  }
});
