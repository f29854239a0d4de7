import { consoleUrl, DEMO_CONSOLE, signInToConsole } from "../support/console";
import { uniquePhone } from "../support/sms-outbox";
import { expect, test } from "../support/test";

/**
 * Issue 27's phone booking: a staff member takes a booking on the phone in the reservations desk. An impossible
 * number is refused next to its field in Korean; a good one books the patient, who then shows in that day's list
 * as confirmed. The day is two weeks ahead, so other specs' demo days stay as they were.
 */

test.describe.configure({ timeout: 120_000 });
const slow = expect.configure({ timeout: 30_000 });

/** The Seoul calendar date `days` from today. */
const seoulDay = (days: number) =>
  new Date(Date.now() + 9 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("staff book a patient by phone and see the booking in the day list", async ({ page }) => {
  await signInToConsole(page, DEMO_CONSOLE.staff("lumiere"));
  await slow(page).toHaveURL(/\/clinics\/\d+\/reservations/);
  const start = seoulDay(14);
  await page.goto(consoleUrl(`${new URL(page.url()).pathname}?date=${start}`));

  await page.getByRole("button", { name: "전화 예약" }).click();
  const dialog = page.getByRole("dialog", { name: "전화 예약" });
  await slow(dialog.getByLabel("환자 이름")).toBeVisible();
  const name = `전화${Date.now() % 100_000}`;
  await dialog.getByLabel("환자 이름").fill(name);
  await dialog.getByLabel("휴대전화").fill("010-12");
  await dialog.getByRole("radio", { name: "상담" }).check();
  await expect(dialog.getByLabel("날짜", { exact: true })).toHaveValue(start);

  // The first day ahead with free times (the demo clinic rests on some weekdays), and a free time among the
  // first few of it, so reruns on the same day rarely meet.
  const time = dialog.getByLabel("시간", { exact: true });
  const free = time.locator("option:not([disabled]):not([value=''])");
  let date = start;
  for (let days = 14; days < 21; days++) {
    date = seoulDay(days);
    await dialog.getByLabel("날짜", { exact: true }).fill(date);
    await slow(time).toHaveAttribute("data-slots-of", date);
    if ((await free.count()) > 0) break;
  }
  const count = Math.min(await free.count(), 8);
  expect(count, "a free time within a week").toBeGreaterThan(0);
  const value = (await free.nth(Math.floor(Math.random() * count)).getAttribute("value")) ?? "";
  await time.selectOption(value);
  await dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await dialog.getByRole("button", { name: "예약 등록" }).click();

  await slow(
    dialog.getByText("휴대전화 번호(010으로 시작하는 10~11자리)를 정확히 입력해 주세요."),
  ).toBeVisible();
  await expect(dialog.getByLabel("휴대전화")).toHaveAttribute("aria-invalid", "true");
  // What was typed and chosen stays for the correction.
  await expect(dialog.getByLabel("환자 이름")).toHaveValue(name);

  await dialog.getByLabel("휴대전화").fill(uniquePhone());
  await dialog.getByRole("button", { name: "예약 등록" }).click();
  await slow(dialog).toBeHidden();

  const item = page.getByTestId("desk-reservation").filter({ hasText: name });
  await slow(item).toHaveCount(1);
  await expect(item.locator("[data-status]")).toHaveText("예약 확정");
  const shown = await item.locator("time").getAttribute("datetime");
  expect(Date.parse(shown ?? "")).toBe(Date.parse(`${date}T${value}:00+09:00`));
});
