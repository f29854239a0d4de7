import type { Locator, Page } from "@playwright/test";
import { consoleUrl, DEMO_CONSOLE, signInToConsole } from "../support/console";
import { siteUrl } from "../support/sites";
import { smsCodeFor, uniquePhone } from "../support/sms-outbox";
import { expect, test } from "../support/test";

/**
 * Issue 10's desk flow: a guest books a visit in the storefront's widget, the clinic's owner confirms it in the
 * console's reservations desk, and the visitor's my-page shows it confirmed. Haneul takes requests that the
 * clinic confirms (reservationConfirm), so the booking starts as '예약 신청'.
 */

test.describe.configure({ timeout: 120_000 });
const slow = expect.configure({ timeout: 30_000 });

async function pickOne(choices: Locator): Promise<void> {
  await slow(choices.first()).toBeVisible();
  const count = Math.min(await choices.count(), 6);
  await choices.nth(Math.floor(Math.random() * count)).click();
}

/** Books a visit as a new guest through `?wcopen=1`; answers the booked instant. */
async function bookVisit(page: Page, name: string): Promise<string> {
  await page.goto(siteUrl("haneul", "/?wcopen=1"));
  const dialog = page.getByRole("dialog", { name: "방문 예약", exact: true });
  await slow(dialog.getByRole("heading", { name: "날짜를 선택해 주세요" })).toBeVisible();
  await pickOne(dialog.locator("button.cr-day:not([disabled])"));
  await dialog.getByRole("button", { name: "시간 선택" }).click();
  await pickOne(dialog.getByRole("group", { name: "예약 시간" }).locator("button:not([disabled])"));
  await dialog.getByRole("button", { name: "다음", exact: true }).click();
  const phone = uniquePhone();
  await dialog.getByLabel("이름").fill(name);
  await dialog.getByLabel("휴대폰 번호").fill(phone);
  await dialog.getByRole("button", { name: "인증번호 받기" }).click();
  await dialog.getByLabel("인증번호").fill(await smsCodeFor(phone));
  await dialog.getByRole("button", { name: "인증하고 계속하기" }).click();
  await dialog.getByRole("checkbox", { name: /개인정보 수집 및 이용 동의/ }).check();
  await dialog.getByRole("button", { name: "예약하기" }).click();
  await slow(dialog.getByRole("heading", { name: "예약 신청이 완료되었습니다" })).toBeVisible();
  const reservedAt = await dialog.locator("time").getAttribute("datetime");
  if (!reservedAt) throw new Error("the done step shows no time");
  return reservedAt;
}

/** The Seoul calendar date of an instant. */
const seoulDate = (instant: string) =>
  new Date(Date.parse(instant) + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("a visitor's widget reservation is confirmed in the desk and shows confirmed on the my-page", async ({
  page,
  browser,
}) => {
  const name = `데스크${Date.now() % 100_000}`;
  const reservedAt = await bookVisit(page, name);

  // The owner works in their own browser context: console cookies never meet the storefront's.
  const consoleContext = await browser.newContext({ locale: "ko-KR", timezoneId: "Asia/Seoul" });
  const desk = await consoleContext.newPage();
  await signInToConsole(desk, DEMO_CONSOLE.owner("haneul"));
  await slow(desk).toHaveURL(/\/clinics\/\d+\/reservations/);
  const deskPath = new URL(desk.url()).pathname;
  await desk.goto(consoleUrl(`${deskPath}?date=${seoulDate(reservedAt)}`));

  const item = desk.getByTestId("desk-reservation").filter({ hasText: name });
  await slow(item).toHaveCount(1);
  await expect(item.locator("[data-status]")).toHaveText("예약 신청");
  await item.getByRole("button", { name: "확정", exact: true }).click();
  await slow(item.locator("[data-status]")).toHaveText("예약 확정");
  await expect(item.getByRole("status")).toHaveText("예약을 확정했습니다.");
  await consoleContext.close();

  await page.goto(siteUrl("haneul", "/mypage"));
  const booked = page
    .getByTestId("reservation-item")
    .filter({ has: page.locator(`time[datetime="${reservedAt}"]`) });
  await slow(booked.first()).toBeVisible();
  await expect(booked.first().locator("[data-status]")).toHaveText("예약 확정");
});
