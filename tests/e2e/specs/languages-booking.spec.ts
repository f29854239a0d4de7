import type { Locator } from "@playwright/test";
import { consoleUrl, DEMO_CONSOLE, signInToConsole } from "../support/console";
import { siteUrl } from "../support/sites";
import { smsCodeFor, uniquePhone } from "../support/sms-outbox";
import { expect, test } from "../support/test";

/**
 * Issue 29: a visitor of the Japanese site books through the widget, which speaks Japanese; the desk sees the
 * booking marked 日本語, and the confirmation the desk's 확정 sends the patient is Japanese. 하늘 takes requests
 * that the clinic confirms, so the booking starts as a request.
 */

test.describe.configure({ timeout: 150_000 });
const slow = expect.configure({ timeout: 30_000 });
const HANGUL = /[\uac00-\ud7a3]/;

async function pickOne(choices: Locator): Promise<void> {
  await slow(choices.first()).toBeVisible();
  const count = Math.min(await choices.count(), 6);
  await choices.nth(Math.floor(Math.random() * count)).click();
}

/** The Seoul calendar date of an instant. */
const seoulDate = (instant: string) =>
  new Date(Date.parse(instant) + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("a booking made on the Japanese site: a Japanese widget, 日本語 at the desk, a Japanese confirmation", async ({
  page,
  browser,
}) => {
  // A visitor whose browser is set to English: the widget follows the page (Japanese), not the browser.
  const name = `ヤマダ${Date.now() % 100_000}`;
  const visitor = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  await page.route("**/api/customer/auth-tokens", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": visitor } }),
  );
  await page.goto(siteUrl("haneul", "/ja?wcopen=1"));
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  const dialog = page.getByRole("dialog", { name: "来院予約", exact: true });
  await slow(dialog.getByRole("heading", { name: "日付をお選びください" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "予約画面を閉じる" })).toBeVisible();
  // The calendar in Japanese: its caption "2026年11月" and weekday headers from Sunday.
  await expect(dialog.locator(".cr-calendar-head strong")).toHaveText(/^\d{4}年\d{1,2}月$/);
  await expect(dialog.locator("th").first()).toHaveText("日");
  await pickOne(dialog.locator("button.cr-day:not([disabled])"));
  await expect(dialog.getByText(/^選択した日付：\d{4}年\d{1,2}月\d{1,2}日\(.\)$/)).toBeVisible();
  await dialog.getByRole("button", { name: "時間の選択へ" }).click();
  await expect(dialog.getByRole("heading", { name: /の時間をお選びください$/ })).toBeVisible();
  await pickOne(dialog.getByRole("group", { name: "予約時間" }).locator("button:not([disabled])"));
  await dialog.getByRole("button", { name: "次へ", exact: true }).click();

  await expect(dialog.getByRole("heading", { name: "予約者情報をご確認ください" })).toBeVisible();
  const phone = uniquePhone();
  await dialog.getByLabel("お名前").fill(name);
  await dialog.getByLabel("携帯電話番号（韓国）").fill(phone);
  await dialog.getByRole("button", { name: "認証番号を受け取る" }).click();
  await expect(dialog.getByText("認証番号を送信しました。", { exact: false })).toBeVisible();
  await dialog.getByLabel("認証番号").fill(await smsCodeFor(phone));
  await dialog.getByRole("button", { name: "認証して次へ" }).click();
  const book = dialog.getByRole("button", { name: "予約する" });
  await slow(book).toBeDisabled();
  await dialog.getByRole("checkbox", { name: /個人情報の収集・利用に同意します/ }).check();
  await book.click();
  await slow(dialog.getByRole("heading", { name: "ご予約のお申し込みが完了しました" })).toBeVisible();
  await expect(dialog.getByText("予約申込", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "マイページで予約履歴を見る" })).toHaveAttribute(
    "href",
    /\/ja\/mypage$/,
  );
  // Nothing the widget itself says is Korean (the clinic's own names may be).
  const own = await dialog.locator("h2, h3, dt, button, .cr-muted, .cr-progress").allTextContents();
  expect(own.join(" ")).not.toMatch(HANGUL);
  const reservedAt = await dialog.locator("time").getAttribute("datetime");
  expect(reservedAt).toBeTruthy();

  // The desk, in the owner's own browser context.
  const consoleContext = await browser.newContext({ locale: "ko-KR", timezoneId: "Asia/Seoul" });
  const desk = await consoleContext.newPage();
  await signInToConsole(desk, DEMO_CONSOLE.owner("haneul"));
  await slow(desk).toHaveURL(/\/clinics\/\d+\/reservations/);
  const deskPath = new URL(desk.url()).pathname;
  await desk.goto(consoleUrl(`${deskPath}?date=${seoulDate(reservedAt as string)}`));
  const item = desk.getByTestId("desk-reservation").filter({ hasText: name });
  await slow(item).toHaveCount(1);
  await expect(item.getByTestId("booking-language")).toContainText("日本語");
  await expect(item.getByTestId("booking-language").locator("[lang]")).toHaveAttribute("lang", "ja");
  await item.getByRole("button", { name: "확정", exact: true }).click();
  await slow(item.locator("[data-status]")).toHaveText("예약 확정");

  // The confirmation the desk just caused, in the clinic's message log: Japanese, by text message.
  const clinicPath = deskPath.replace(/\/reservations.*$/, "");
  await desk.goto(consoleUrl(`${clinicPath}/messages`));
  const confirmation = desk
    .getByTestId("message-row")
    .filter({ hasText: `${name}様、ご予約が確定しました。` });
  await slow(confirmation).toHaveCount(1);
  await expect(confirmation).toContainText("예약 확정");
  await expect(confirmation).toContainText("문자");
  await consoleContext.close();
});
