import type { Locator, Page } from "@playwright/test";
import { demoReviewToken } from "@repo/packages/db/src/seed/demo-review-token";
import {
  fetchFromPage,
  getDocumentFromSite,
  getFromSite,
  openClinicOrigin,
  readAsClinic,
  siteUrl,
} from "../support/sites";
import { smsCodeFor, uniquePhone } from "../support/sms-outbox";
import { expect, test } from "../support/test";
import { MULTI_PAGE_TIMEOUT, openPage } from "./content-support";

/**
 * Issue 29, the storefront's forms in another language: what the shared contract and the API say is Korean, so a
 * foreign page shows the catalogue's messages instead (per field, and for a refusal), the review form speaks
 * Traditional Chinese on /zh-TW/, the not-found page's title is the page's language, and the recently viewed
 * treatments are asked for in it.
 */

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

/** The field is marked wrong and described by `message` (and no Hangul). */
async function expectFieldMessage(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  const description = await field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
  expect(description, "no Korean in the message").not.toMatch(HANGUL);
}

/** The visible text of the form has no Hangul (the clinic's name is not in these forms). */
async function expectNoHangul(form: Locator) {
  expect(await form.innerText()).not.toMatch(HANGUL);
}

async function customerBoardId(page: Page): Promise<number> {
  const { body } = await getFromSite<{ rows: { id: number }[] }>(
    page,
    "haneul",
    "/api/customer/board-types?area=CSCENTER",
  );
  const [board] = body.rows;
  if (!board) throw new Error("haneul has a customer board");
  return board.id;
}

test("the customer board's write form names each wrong field in English, never in Korean", async ({
  page,
}) => {
  const path = `/en/cscenter/boards/${await customerBoardId(page)}/write`;
  const { errors } = await openPage(page, "haneul", path);
  const form = page.getByRole("form", { name: "Write" });
  await form.getByRole("button", { name: "Post", exact: true }).click();
  const expected: [string, string][] = [
    ["Name", "Please enter your name."],
    ["Password", "Please enter a password of the required length."],
    ["Title", "Please enter a title within the length limit."],
    ["Message", "Please write your message within the length limit."],
  ];
  for (const [label, message] of expected)
    await expectFieldMessage(
      form.getByLabel(label, { exact: true }),
      new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
  // The messages follow the typing in English too.
  await form.getByLabel("Password", { exact: true }).fill("abc");
  await expectFieldMessage(form.getByLabel("Password", { exact: true }), /required length/);
  await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoHangul(form);
  await expect(page).toHaveURL(siteUrl("haneul", path));
  expect(errors).toEqual([]);
});

test("sign-up in English: the demo verifier's and the consents' messages are English", async ({ page }) => {
  const { errors } = await openPage(page, "lumiere", "/en/sign-up");
  const demo = page.getByRole("form", { name: "Demo identity check (not a real verification)" });
  await demo.getByRole("button", { name: "Complete the demo check" }).click();
  await expectFieldMessage(demo.getByLabel("Name", { exact: true }), /Please enter your name\./);
  await expectFieldMessage(demo.getByLabel("Mobile number"), /Please enter a valid mobile number\./);
  await expectFieldMessage(demo.getByLabel("Date of birth"), /Please enter a valid date of birth\./);
  await expect(demo.getByText("Please choose a gender.")).toBeVisible();
  await expectNoHangul(demo);

  const phone = uniquePhone();
  await demo.getByLabel("Name", { exact: true }).fill("Test Person");
  await demo.getByLabel("Mobile number").fill(phone);
  await demo.getByLabel("Date of birth").fill("1990-05-17");
  await demo.getByRole("radio", { name: "Female" }).check();
  await demo.getByRole("button", { name: "Complete the demo check" }).click();

  const form = page.getByRole("form", { name: "Sign up" });
  await expect(form).toContainText("your identity is verified");
  await form.getByLabel("Email (optional)").fill("not-an-address");
  await form.getByRole("button", { name: "Sign up", exact: true }).click();
  await expectFieldMessage(
    form.getByRole("checkbox", { name: /I agree to the terms of service/ }),
    /Please agree to the terms of service\./,
  );
  await expectFieldMessage(form.getByLabel("Email (optional)"), /Please enter a valid email address\./);
  await expectNoHangul(form);
  // Nothing was sent: still the form, no account.
  await expect(page).toHaveURL(siteUrl("lumiere", "/en/sign-up"));
  expect(errors).toEqual([]);
});

test("guest log-in in English: a missing number and the API's refusal of a wrong code are English", async ({
  page,
}) => {
  const { errors } = await openPage(page, "lumiere", "/en/login");
  await page.getByRole("tab", { name: "Guest" }).click();
  const form = page.getByRole("form", { name: "Guest log in" });
  await form.getByRole("button", { name: "Send me a code" }).click();
  await expectFieldMessage(form.getByLabel("Mobile number"), /Please enter a valid mobile number\./);

  const phone = uniquePhone();
  await form.getByLabel("Name", { exact: true }).fill("Guest Test");
  await form.getByLabel("Mobile number").fill(phone);
  await form.getByRole("button", { name: "Send me a code" }).click();
  await expect(form.getByRole("timer")).toHaveText(/^[45]:\d\d$/);
  const code = await smsCodeFor(phone);
  const wrong = `${code.slice(0, -1)}${(Number(code.slice(-1)) + 1) % 10}`;
  await form.getByLabel("Code", { exact: true }).fill(wrong);
  await form.getByRole("button", { name: "Guest log in" }).click();
  // The API's 400 names the code field with its Korean "wrong code": the page says it in English.
  await expectFieldMessage(form.getByLabel("Code", { exact: true }), /The code is not correct\./);
  await expectNoHangul(form);
  // The browser reports the refused call itself; nothing else may go wrong.
  expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
});

test("the review form speaks Traditional Chinese on /zh-TW/, not the Simplified texts", async ({ page }) => {
  const path = `/zh-TW/reviews/write/${demoReviewToken("haneul")}`;
  await page.goto(siteUrl("haneul", path));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("撰寫評價");
  await expect(page.getByTestId("review-visit")).toContainText("就診時間");
  await expect(page).toHaveTitle(/^撰寫評價 \|/);
  const { body } = await readAsClinic<{ status: string }>(
    page,
    `/api/customer/review-forms/${demoReviewToken("haneul")}`,
  );
  if (body.status === "OPEN") {
    const form = page.getByTestId("review-form");
    await form.getByRole("button", { name: "提交評價" }).click();
    await expect(form.getByText("請選擇評分。")).toBeVisible();
    await expect(form.getByText("請填寫評價內容。")).toBeVisible();
  }
});

test("the not-found page's title is in the page's language", async ({ page }) => {
  const cases: [string, string][] = [
    ["/en/no-such-page", "Page not found"],
    ["/ja/no-such-page", "ページが見つかりません"],
    ["/zh-TW/no-such-page", "找不到頁面"],
    ["/no-such-page", "페이지를 찾을 수 없습니다"],
  ];
  // As the server answers it (what search engines and the first paint read).
  for (const [path, title] of cases) {
    const { status, html } = await getDocumentFromSite(page, "haneul", path);
    expect(status, path).toBe(404);
    expect(html, path).toMatch(new RegExp(`<title>${title}( \\|[^<]*)?</title>`));
  }
});

test("recently viewed treatments come back in English on English pages", async ({ page }) => {
  const { body } = await getFromSite<{ rows: { id: number; name: string; translated?: string[] }[] }>(
    page,
    "lumiere",
    "/api/products?pageSize=100&languageCode=en",
  );
  const [first, second] = body.rows.filter((row) => row.translated?.includes("name"));
  if (!first || !second) throw new Error("the demo has two treatments translated into English");
  // This browser's visitor id first (a browser without one that fires several calls at once gets one per call).
  await openClinicOrigin(page, "lumiere");
  expect((await fetchFromPage<{ rows: unknown[] }>(page, "/api/recent-products")).status).toBe(200);
  // The page records the visit after it loads: leaving before that answer would cancel it.
  const recorded = page.waitForResponse(
    (response) => response.url().includes("/api/recent-products") && response.request().method() === "POST",
  );
  await openPage(page, "lumiere", `/en/products/${first.id}`);
  await recorded;
  await openPage(page, "lumiere", `/en/products/${second.id}`);
  const strip = page.getByTestId("recent-products");
  const item = strip.getByTestId("recent-product").filter({ hasText: first.name });
  await expect(item).toBeVisible();
  // Translated, so not marked as the clinic's Korean.
  await expect(item.getByText(first.name, { exact: true })).not.toHaveAttribute("lang", "ko");
});
