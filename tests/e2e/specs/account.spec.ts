import type { Page } from "@playwright/test";
import { signInGuestThroughApi } from "../support/guest-session";
import { fetchFromPage, openClinicOrigin, siteUrl } from "../support/sites";
import { smsCodeFor, uniquePhone } from "../support/sms-outbox";
import { expect, test } from "../support/test";
import { expectNavigation, isMobile, MULTI_PAGE_TIMEOUT, openPage } from "./content-support";

/**
 * Accounts (issue 6): a guest signs in with the SMS code the demo sender writes to its outbox, sees the my-page
 * and logs out; a session the API no longer accepts sends the visitor home with the toast; a registered sign-up
 * through the labelled demo verifier. Every run uses a new phone number, so runs never meet each other's codes.
 */

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

const SESSION_EXPIRED = "로그인 세션이 만료되었습니다. 다시 로그인해 주세요.";
const ACCESS_TOKEN_COOKIE = "access_token";

/** The header's sign-in link: the top bar on desktop, the slide-in menu on phones. */
async function expectSignInLink(page: Page) {
  if (isMobile(page)) {
    await page.getByRole("button", { name: "전체 메뉴 열기" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "로그인", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "메뉴 닫기" }).click();
  } else {
    await expect(page.getByRole("link", { name: "로그인", exact: true })).toBeVisible();
  }
}

/** Signs a new guest in on /login and returns their name and phone; ends on the page signed in to. */
async function signInAsGuest(page: Page, name: string) {
  const phone = uniquePhone();
  // From home, so home is the last path the sign-in returns to (once the app has stored it: spec 9's
  // 'common' slice, written within its persist timeout).
  await openPage(page, "lumiere", "/");
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("common") ?? "{}").lastPath ?? null))
    .toBe("/");
  await page.goto(siteUrl("lumiere", "/login"));
  await page.getByRole("tab", { name: "비회원 로그인" }).click();
  const form = page.getByRole("form", { name: "비회원 로그인" });
  await form.getByLabel("이름").fill(name);
  await form.getByLabel("휴대폰 번호").fill(phone);
  await form.getByRole("button", { name: "인증번호 받기" }).click();
  await expect(form.getByRole("timer")).toHaveText(/^[45]:\d\d$/);
  // The resend cooldown the API answered keeps the button from sending again at once.
  await expect(form.getByRole("button", { name: /^재전송/ })).toBeDisabled();
  await form.getByLabel("인증번호").fill(await smsCodeFor(phone));
  await form.getByRole("button", { name: "비회원 로그인" }).click();
  await expectNavigation(page).toHaveURL(siteUrl("lumiere", "/"));
  return { phone };
}

const formatted = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;

test("a guest signs in with the SMS code, sees the my-page and logs out", async ({ page }) => {
  const name = "비회원테스트";
  const { phone } = await signInAsGuest(page, name);

  await page.goto(siteUrl("lumiere", "/mypage"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("마이페이지");
  const info = page.getByTestId("my-info");
  await expect(info).toContainText(name);
  await expect(info).toContainText(formatted(phone));
  await expect(info).toContainText("비회원");

  await page.getByRole("main").getByRole("button", { name: "로그아웃" }).click();
  await expectNavigation(page).toHaveURL(siteUrl("lumiere", "/"));
  await expectSignInLink(page);
  // The session is gone on the server too: the my-page now asks for a sign-in.
  await page.goto(siteUrl("lumiere", "/mypage"));
  await expectNavigation(page).toHaveURL(siteUrl("lumiere", "/login"));
});

test("a session the API no longer accepts sends the visitor home with the toast", async ({
  page,
  context,
}) => {
  await signInAsGuest(page, "만료테스트");
  const [cookie] = (await context.cookies()).filter((entry) => entry.name === ACCESS_TOKEN_COOKIE);
  expect(cookie, "the session cookie").toBeDefined();
  expect(cookie?.httpOnly, "the browser's code cannot read it").toBe(true);

  // Revoked server-side (here: replaced by a token the API never issued) while the browser still keeps its user.
  await context.addCookies([
    { ...(cookie as NonNullable<typeof cookie>), value: "bogus-token-of-a-lost-session" },
  ]);
  await page.goto(siteUrl("lumiere", "/mypage"));
  await expect(page.getByTestId("toast").filter({ hasText: SESSION_EXPIRED }).first()).toBeVisible();
  await expectNavigation(page).toHaveURL(siteUrl("lumiere", "/"));
  await expectSignInLink(page);
});

test("a person signs up through the demo verifier and is a member on the my-page", async ({ page }) => {
  const phone = uniquePhone();
  const name = `가입${phone.slice(-4)}`;
  await openPage(page, "lumiere", "/login");
  const demo = page.getByRole("form", { name: "데모 본인인증 (실제 인증이 아닙니다)" });
  await demo.getByLabel("이름").fill(name);
  await demo.getByLabel("휴대폰 번호").fill(phone);
  await demo.getByLabel("생년월일").fill("1990-05-17");
  await demo.getByRole("radio", { name: "여성" }).check();
  await demo.getByRole("button", { name: "데모 본인인증 완료" }).click();

  // Not registered yet: on to /sign-up with the verification.
  await expectNavigation(page).toHaveURL(siteUrl("lumiere", "/sign-up"));
  const form = page.getByRole("form", { name: "회원가입" });
  await expect(form).toContainText(`${name}님, 본인인증이 완료되었습니다.`);
  await form.getByRole("button", { name: "가입하기" }).click();
  await expect(form.getByText("이용약관에 동의해 주세요.")).toBeVisible();
  await expect(form.getByRole("link", { name: "보기 (새 창)" }).first()).toHaveAttribute("target", "_blank");
  await form.getByRole("checkbox", { name: "[필수] 이용약관 동의" }).check();
  await form.getByRole("checkbox", { name: "[필수] 개인정보 수집·이용 동의" }).check();
  await form.getByRole("button", { name: "가입하기" }).click();

  await expectNavigation(page).toHaveURL(siteUrl("lumiere", "/welcome"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name}님, 환영합니다!`);
  await page.getByRole("main").getByRole("link", { name: "마이페이지" }).click();
  await expectNavigation(page).toHaveURL(siteUrl("lumiere", "/mypage"));
  const info = page.getByTestId("my-info");
  await expect(info).toContainText(name);
  await expect(info.getByRole("definition").nth(2)).toHaveText("회원");
});

/** The free visit times of one date, as the widget reads them through the site's /api. */
async function freeVisitTimes(page: Page, date: string): Promise<string[]> {
  const { body } = await fetchFromPage<{ slots: { startsAt: string; available: boolean }[] }>(
    page,
    `/api/partner-schedules/time?type=VISIT&date=${date}`,
  );
  return body.slots.filter((slot) => slot.available).map((slot) => slot.startsAt);
}

test("a patient moves an upcoming booking on the my-page to another day (issue 27)", async ({ page }) => {
  test.skip(isMobile(page), "one viewport is enough for the flow");
  await openClinicOrigin(page, "lumiere");
  await signInGuestThroughApi(page, "변경테스트");
  // The last free dates of the range, far from what other specs book.
  const { body: days } = await fetchFromPage<{ dates: string[] }>(
    page,
    "/api/partner-schedules/available-dates?type=VISIT",
  );
  const [target, start] = days.dates.slice(-2);
  if (!target || !start) throw new Error("lumiere has fewer than two free dates");
  const [from] = await freeVisitTimes(page, start);
  const booked = await page.evaluate(async (reservedAt) => {
    const response = await fetch("/api/customer/reservations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "VISIT", reservedAt, agreePrivacy: true }),
    });
    return response.status;
  }, from);
  expect(booked).toBe(201);

  await page.goto(siteUrl("lumiere", "/mypage"));
  const upcoming = page.getByTestId("reservations-upcoming");
  const item = upcoming.getByTestId("reservation-item");
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: "예약 변경" }).click();
  const panel = item.getByTestId("reservation-move-panel");
  await panel.getByLabel("날짜").selectOption(target);
  const times = panel.getByRole("group", { name: "시간" }).getByRole("button");
  await times.first().click();
  await panel.getByRole("button", { name: "변경하기" }).click();
  await expect(page.getByText("예약이 변경되었습니다.")).toBeVisible();
  // The booking now stands on the chosen day (Seoul), one booking still.
  await expect(item).toHaveCount(1);
  await expect
    .poll(async () => {
      const at = await item.locator("time").getAttribute("datetime");
      return at ? new Date(Date.parse(at) + 9 * 3_600_000).toISOString().slice(0, 10) : null;
    })
    .toBe(target);
});
