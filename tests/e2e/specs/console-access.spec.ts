import { consoleUrl, DEMO_CONSOLE, signInToConsole } from "../support/console";
import { siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

test.describe("partner console: sign-in, roles and hosts", () => {
  test("the owner signs in, lands on their clinic, and the sign-out ends the session", async ({ page }) => {
    await signInToConsole(page, DEMO_CONSOLE.owner("lumiere"));
    await expect(page).toHaveURL(/\/clinics\/\d+\/reservations/);
    await expect(page.getByRole("navigation", { name: "콘솔 메뉴" })).toContainText("직원 계정");
    const cookies = await page.context().cookies(consoleUrl());
    expect(cookies.find((cookie) => cookie.name === "console_session")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
    });

    await page.getByRole("button", { name: "로그아웃" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(consoleUrl("/"));
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows a Korean message and stays on the sign-in page", async ({ page }) => {
    await page.goto(consoleUrl("/login"));
    await page.getByLabel("이메일").fill(DEMO_CONSOLE.owner("haneul").email);
    await page.getByLabel("비밀번호").fill("not-the-password");
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "이메일 또는 비밀번호가 올바르지 않습니다.",
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an owner cannot open another clinic's pages", async ({ page }) => {
    await signInToConsole(page, DEMO_CONSOLE.owner("haneul"));
    const own = Number(/\/clinics\/(\d+)\//.exec(page.url())?.[1]);
    for (const id of [own - 1, own + 1]) {
      const response = await page.goto(consoleUrl(`/clinics/${id}/staff`));
      expect(response?.status(), `clinic ${id}`).toBe(404);
    }
  });

  test("the operator sees every clinic and opens one", async ({ page }) => {
    await signInToConsole(page, DEMO_CONSOLE.operator);
    await expect(page).toHaveURL(/\/clinics$/);
    const rows = page.getByRole("row");
    await expect(rows.filter({ hasText: "lumiere" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "haneul" })).toHaveCount(1);
    await rows.filter({ hasText: "haneul" }).getByRole("link", { name: "하늘 성형외과 강남본점" }).click();
    await expect(page).toHaveURL(/\/clinics\/\d+\/reservations/);
  });

  test("the owner invites a staff member, who accepts and sees no owner sections", async ({
    page,
    browser,
  }) => {
    await signInToConsole(page, DEMO_CONSOLE.owner("lumiere"));
    await page.getByRole("link", { name: "직원 계정" }).click();
    const email = `nurse-${Date.now()}@lumiere.demo`;
    await page.getByLabel("이름").fill("박간호");
    await page.getByLabel("이메일").fill(email);
    await page.getByRole("button", { name: "초대하기" }).click();
    await expect(page.getByRole("status")).toContainText("박간호 님께 초대 메일을 보냈습니다");
    const link = (await page.getByText(/\/invite\//).textContent()) ?? "";
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("초대 수락 전");

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.goto(link.trim());
    await staff.getByLabel("비밀번호 (12자 이상)").fill("nurse-password-2026");
    await staff.getByLabel("비밀번호 확인").fill("nurse-password-2026");
    await staff.getByRole("button", { name: "비밀번호 정하기" }).click();
    await expect(staff.getByRole("status")).toContainText("이제 로그인할 수 있습니다");
    await signInToConsole(staff, { email, password: "nurse-password-2026" });
    const menu = staff.getByRole("navigation", { name: "콘솔 메뉴" });
    await expect(menu).toContainText("예약 관리");
    await expect(menu).not.toContainText("직원 계정");
    await staffContext.close();

    // The owner removes the account again; the audit log names both steps.
    await page.reload();
    await page.getByRole("button", { name: "박간호 삭제" }).click();
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
    await page.getByRole("link", { name: "변경 기록" }).click();
    const log = page.getByRole("list", { name: "변경 기록 목록" });
    await expect(log.getByRole("listitem").filter({ hasText: "직원 삭제" }).first()).toContainText("박간호");
    await expect(log.getByRole("listitem").filter({ hasText: "직원 초대" }).first()).toContainText("박간호");
  });

  test("hosts stay apart: the console serves no site, a site serves no console", async ({ page }) => {
    // Node cannot resolve *.localhost names; Chromium can, so the browser asks.
    expect((await page.goto(consoleUrl("/api/partners/this")))?.status()).toBe(404);
    const consoleSitePage = await page.goto(consoleUrl("/products"));
    expect(consoleSitePage?.status()).toBe(404);
    const siteConsolePage = await page.goto(siteUrl("lumiere", "/console/login"));
    expect(siteConsolePage?.status()).toBe(404);
    const siteClinics = await page.goto(siteUrl("lumiere", "/clinics/1/staff"));
    expect(siteClinics?.status()).toBe(404);
  });
});
