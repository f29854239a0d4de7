import type { Page } from "@playwright/test";
import { siteUrl } from "../support/sites";
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
