import type { Locator, Page } from "@playwright/test";
import { DEMO_SITES, siteUrl } from "../support/sites";
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

for (const site of DEMO_SITES) {
  test(`${site}: ?wcopen=1 opens the visit dialog, ?wopen=1 the treatment dialog; Escape and × close them`, async ({
    page,
  }) => {
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
    // A guest's GET /customers/this answers 401 (that is how the widget tells guests from members).
    expect(errors.filter((error) => !error.includes("status of 401"))).toEqual([]);
  });

  test(`${site}: a guest books a visit after SMS verification, then a treatment, and finds both on /mypage`, async ({
    page,
  }) => {
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
