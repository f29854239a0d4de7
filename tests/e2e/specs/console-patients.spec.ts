import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { expect, test } from "../support/test";

/**
 * Issue 27's patient records: the front desk finds a patient by part of a Korean name and opens the record. The
 * demo seeds one visited patient per clinic (이수민 at lumiere, packages/db/src/seed/insert-review-links.ts);
 * nothing here erases it (the manager's dialog is only opened and closed).
 */

test.describe.configure({ timeout: 90_000 });
const slow = expect.configure({ timeout: 30_000 });

test("staff find a patient by part of the name, open the record and keep a memo", async ({ page }) => {
  await signInToClinic(page, DEMO_CONSOLE.staff("lumiere"));
  await page.getByRole("link", { name: "환자", exact: true }).click();
  await slow(page.getByRole("heading", { name: "환자", level: 1 })).toBeVisible();

  await page.getByLabel("이름 또는 연락처").fill("수민");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(/\/patients\?q=/);
  await page.getByRole("link", { name: "이수민" }).click();

  await slow(page.getByRole("heading", { name: "이수민", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /예약 기록 \d+건/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: "예약 확정" }).first()).toBeVisible();
  // Staff run the desk; the privacy deletion is the manager's.
  await expect(page.getByRole("button", { name: "환자 정보 삭제" })).toHaveCount(0);

  const memo = `오전 진료 선호 ${Date.now() % 100_000}`;
  await page.getByLabel("직원 메모").fill(memo);
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("status")).toHaveText("저장했습니다.");
  await page.reload();
  await expect(page.getByLabel("직원 메모")).toHaveValue(memo);
});

test("a manager's deletion asks first in a dialog, and cancelling keeps the patient", async ({ page }) => {
  const partnerId = await signInToClinic(page, {
    email: "manager@lumiere.demo",
    password: "lumiere-manager-2026",
  });
  await page.goto(consoleUrl(`/clinics/${partnerId}/patients?q=${encodeURIComponent("이수")}`));
  await page.getByRole("link", { name: "이수민" }).click();
  await page.getByRole("button", { name: "환자 정보 삭제" }).click();
  const dialog = page.getByRole("dialog", { name: "이수민님의 정보를 삭제할까요?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("지난 예약의 날짜, 시술, 금액, 상태는 병원 기록으로 남습니다.");
  await dialog.getByRole("button", { name: "취소" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "이수민", level: 1 })).toBeVisible();
});
