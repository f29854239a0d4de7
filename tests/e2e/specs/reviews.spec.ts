import type { Page, TestInfo } from "@playwright/test";
// The seed's deterministic review link token ("so the demo and the e2e tests can open the form").
import { demoReviewToken } from "@repo/packages/db/src/seed/demo-review-token";
import { collectPageErrors, DEMO_SITES, type DemoSite, readAsClinic, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

// Dev servers compile each route on first visit. Serial: the validation test needs the link still open, the
// writing test then uses it up.
test.describe.configure({ mode: "serial", timeout: 120_000 });

/**
 * Each seeded link takes one review. The desktop and mobile projects run at the same time, so each writes through
 * its own clinic's link and they never race for one review.
 */
const SITE_OF_PROJECT: Record<string, DemoSite> = { desktop: "lumiere", mobile: "haneul" };
const siteOf = (info: TestInfo): DemoSite => SITE_OF_PROJECT[info.project.name] ?? "lumiere";
const formPath = (code: DemoSite) => `/reviews/write/${demoReviewToken(code)}`;

interface FormAnswer {
  status: "OPEN" | "SUBMITTED" | "EXPIRED";
  authorName: string;
  productNames: string[];
}
interface ReviewRow {
  id: number;
  authorName: string;
  rating: number;
  content: string;
  productName: string | null;
}

/**
 * Opens the clinic's seeded review link and reads its state as the clinic's server does (readAsClinic). Popups are placed on
 * exact paths, never on a personal link, so none can cover the form.
 */
async function openLink(page: Page, code: DemoSite) {
  await page.goto(siteUrl(code, formPath(code)));
  const { body } = await readAsClinic<FormAnswer>(
    page,
    `/api/customer/review-forms/${demoReviewToken(code)}`,
  );
  return body;
}

/** Picks a star with a click on its (visible) label; the radio itself is visually hidden. */
const pickStars = (page: Page, stars: number) =>
  page
    .getByTestId("review-form")
    .locator("label", { has: page.getByRole("radio", { name: `${stars}점` }) })
    .click();

test.describe("review links", () => {
  test("shows the visit, and Korean messages for a missing rating and too little text", async ({
    page,
  }, info) => {
    const code = siteOf(info);
    const form = await openLink(page, code);
    test.skip(
      form.status !== "OPEN",
      "the seeded link was used by an earlier run: re-seed to check the form again",
    );

    const visit = page.getByTestId("review-visit");
    await expect(visit).toContainText(form.authorName);
    await expect(visit).toContainText(form.productNames[0] ?? "방문 상담");
    await expect(visit.locator("time")).toHaveText(
      /^\d{4}년 \d{1,2}월 \d{1,2}일 \(.\) 오[전후] \d{1,2}:\d{2}$/,
    );

    const reviewForm = page.getByTestId("review-form");
    await reviewForm.getByRole("button", { name: "후기 등록" }).click();
    await expect(reviewForm.getByText("별점을 선택해 주세요.")).toBeVisible();
    await expect(reviewForm.getByText("내용을 입력해 주세요.")).toBeVisible();
    await expect(reviewForm.getByRole("textbox", { name: "후기 내용" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    // The stars are a radio group: the keyboard moves the choice.
    await page.getByRole("radio", { name: "1점" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "2점" })).toBeChecked();
    await expect(reviewForm.getByText("별점을 선택해 주세요.")).toHaveCount(0);

    await reviewForm.getByRole("textbox", { name: "후기 내용" }).fill("좋아요");
    await expect(page.getByTestId("review-counter")).toHaveText("3 / 2,000 자");
    await reviewForm.getByRole("button", { name: "후기 등록" }).click();
    await expect(reviewForm.getByText("10자 이상 입력해 주세요.")).toBeVisible();
    // Nothing was sent: the link is still open.
    expect(
      (await readAsClinic<FormAnswer>(page, `/api/customer/review-forms/${demoReviewToken(code)}`)).body
        .status,
    ).toBe("OPEN");
  });

  test("writes the review, thanks the visitor, lists it among the clinic's reviews and thanks again on reload", async ({
    page,
  }, info) => {
    const code = siteOf(info);
    const errors = collectPageErrors(page);
    const form = await openLink(page, code);
    expect(form.status, "the seeded link never expires within a run").not.toBe("EXPIRED");

    if (form.status === "OPEN") {
      const content = `e2e ${info.project.name} ${Date.now()}: 상담부터 시술까지 친절하게 설명해 주셨어요.`;
      await pickStars(page, 5);
      await page.getByRole("textbox", { name: "후기 내용" }).fill(content);
      await page.getByRole("button", { name: "후기 등록" }).click();
      const thanks = page.getByTestId("review-thanks");
      await expect(thanks.getByRole("heading", { name: "소중한 후기 감사합니다" })).toBeFocused();
      await expect(thanks.getByRole("link", { name: "홈으로" })).toHaveAttribute("href", "/");

      const { body } = await readAsClinic<{ rows: ReviewRow[] }>(
        page,
        "/api/customer/partner-reviews?pageSize=50",
      );
      expect(body.rows.find((row) => row.content === content)).toMatchObject({
        authorName: form.authorName,
        rating: 5,
        productName: form.productNames[0] ?? null,
      });
    }
    // Written now or by an earlier run: the link only thanks from here on.
    await page.reload();
    await expect(page.getByTestId("review-thanks")).toContainText("이 방문의 후기는 이미 등록되었습니다.");
    await expect(page.getByTestId("review-form")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("speaks the link's language", async ({ page }, info) => {
    const code = siteOf(info);
    await page.goto(siteUrl(code, `${formPath(code)}?lang=en`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write a review");
    await expect(page.getByTestId("review-visit")).toContainText("Treatments");
    await expect(page).toHaveTitle(/^Write a review \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("an unknown link, a malformed one and another clinic's link are the 404 page", async ({
    page,
  }, info) => {
    const code = siteOf(info);
    const other = DEMO_SITES.find((site) => site !== code) ?? "haneul";
    for (const url of [
      siteUrl(code, `/reviews/write/${"A".repeat(43)}`),
      siteUrl(code, "/reviews/write/not-a-token"),
      siteUrl(other, formPath(code)),
    ]) {
      // The status is all this checks: known as soon as the answer starts.
      expect((await page.goto(url, { waitUntil: "commit" }))?.status(), url).toBe(404);
    }
  });
});
