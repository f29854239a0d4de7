import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { expect, test } from "../support/test";

/**
 * Issue 26: an owner's wording of a message and the staff alert numbers are checked before they are saved, and
 * the reasons show next to the fields. Uses 당일 알림 (no other spec reads it) and puts it back at the end; the
 * refused alert settings change nothing.
 */
test("an owner sees field errors for an unknown #{변수} and a landline alert number, and the live preview", async ({
  page,
}) => {
  const clinic = await signInToClinic(page, DEMO_CONSOLE.owner("lumiere"));
  await page.goto(consoleUrl(`/clinics/${clinic}/messages/templates`));
  await expect(page.getByRole("heading", { name: "알림 문구", level: 1 })).toBeVisible();

  const section = page.getByTestId("template-section-REMINDER_SAME_DAY");
  await section.locator("summary").click();
  const form = section.getByRole("form", { name: "당일 알림 문구" });
  const text = form.getByLabel("문구", { exact: true });
  try {
    await text.fill("#{고객명}님, 오늘 #{예약시각} 예약입니다.");
    await form.getByRole("button", { name: "저장" }).click();
    await expect(form.getByText("알 수 없는 변수입니다: #{예약시각}")).toBeVisible();
    await expect(text).toHaveAttribute("aria-invalid", "true");

    await text.fill("#{고객명}님, 오늘 #{예약일시} 예약입니다.");
    await expect(form.getByTestId("template-preview")).toContainText(
      "김하늘님, 오늘 11월 30일 (월) 오후 2:30 예약입니다.",
    );
    await form.getByRole("button", { name: "저장" }).click();
    await expect(form.getByRole("status")).toContainText("저장했습니다");
  } finally {
    await form.getByRole("button", { name: "기본 문구로 되돌리기" }).click();
    await expect(form.getByRole("status")).toContainText("기본 문구로 되돌렸습니다");
  }

  await page.getByRole("link", { name: "알림 설정" }).click();
  const settings = page.getByRole("form", { name: "알림 설정" });
  await settings.getByRole("button", { name: "휴대전화 추가" }).click();
  await settings.getByLabel("휴대전화 1", { exact: true }).fill("02-123-4567");
  await settings.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("alert").first()).toContainText("입력한 내용을 확인해 주세요.");
  await expect(
    settings.getByText("휴대전화 번호(010으로 시작하는 10~11자리)를 정확히 입력해 주세요."),
  ).toBeVisible();
  await expect(settings.getByLabel("휴대전화 1", { exact: true })).toHaveValue("02-123-4567");
});
