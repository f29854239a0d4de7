import type { ProductDetail, ProductPage } from "@clinic/shared";
import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { gotoWithoutPopups } from "../support/popups";
import { getDocumentFromSite, getFromSite, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

/**
 * Issue 29, content translations: the owner edits a treatment's Japanese beside its Korean in the console and
 * publishes that language; the clinic's Japanese page shows it, the other languages keep theirs, and a body the
 * clinic has not translated is shown in Korean, marked as Korean.
 */

const HANGUL = /[\uac00-\ud7a3]/;

test("the owner changes a treatment's Japanese name and only the Japanese page shows it", async ({
  page,
}) => {
  // The last of haneul's treatments; the demo has its names in every language, its body in Korean only.
  const { body } = await getFromSite<ProductPage>(page, "haneul", "/api/products?pageSize=100");
  const product = body.rows.at(-1);
  if (!product) throw new Error("haneul has no products");
  const english = await getFromSite<ProductDetail>(
    page,
    "haneul",
    `/api/products/${product.id}?languageCode=en`,
  );
  const japanese = `${product.id}番の施術（テスト）`;
  const japanesePage = async () =>
    (await getDocumentFromSite(page, "haneul", `/ja/products/${product.id}`)).html;

  const partnerId = await signInToClinic(page, DEMO_CONSOLE.owner("haneul"));
  await page.goto(consoleUrl(`/clinics/${partnerId}/content/products/${product.id}`));
  await page.getByRole("link", { name: /번역/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`번역: ${product.name}`);
  await page.getByRole("link", { name: /日本語/ }).click();
  const tab = page.getByRole("link", { name: /日本語/ });
  await expect(tab).toHaveAttribute("aria-current", "page");
  await expect(tab).toContainText("게시됨");
  // The Korean is beside each field, and the untranslated body is pointed out.
  await expect(page.getByText(product.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText("번역 없음 · 한국어로 보입니다").first()).toBeVisible();

  const name = page.getByLabel("시술 이름 (日本語)");
  const demoName = await name.inputValue();
  expect(demoName).not.toMatch(HANGUL);
  await name.fill(japanese);
  await page.getByRole("button", { name: "日本語 게시" }).click();
  await expect(page.getByText("번역을 게시했습니다.", { exact: false })).toBeVisible();

  await expect.poll(japanesePage, { timeout: 15_000 }).toContain(japanese);
  await page.goto(siteUrl("haneul", `/ja/products/${product.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(japanese);
  // The body has no Japanese: the clinic's Korean, marked as Korean.
  const koreanBody = page.locator('[lang="ko"]').filter({ hasText: HANGUL });
  await expect(koreanBody.first()).toBeVisible();

  // English and Korean keep their own.
  const englishHtml = (await getDocumentFromSite(page, "haneul", `/en/products/${product.id}`)).html;
  expect(englishHtml).toContain(english.body.name);
  expect(englishHtml).not.toContain(japanese);
  expect((await getDocumentFromSite(page, "haneul", `/products/${product.id}`)).html).not.toContain(japanese);

  // Back to the demo's name (other specs read it).
  await page.goto(
    consoleUrl(`/clinics/${partnerId}/content/products/${product.id}/translations?language=ja`),
  );
  await page.getByLabel("시술 이름 (日本語)").fill(demoName);
  await page.getByRole("button", { name: "日本語 게시" }).click();
  await expect(page.getByText("번역을 게시했습니다.", { exact: false })).toBeVisible();
  await expect.poll(japanesePage, { timeout: 15_000 }).not.toContain(japanese);
});

test("a translation draft waits off the site, says what it leaves in Korean, and can be thrown away", async ({
  page,
}) => {
  const partnerId = await signInToClinic(page, DEMO_CONSOLE.owner("lumiere"));
  const { body } = await getFromSite<ProductPage>(page, "lumiere", "/api/products?pageSize=1");
  const product = body.rows[0];
  if (!product) throw new Error("lumiere has no products");
  await page.goto(
    consoleUrl(`/clinics/${partnerId}/content/products/${product.id}/translations?language=en`),
  );
  const name = page.getByLabel("시술 이름 (English)");
  // An emptied field is allowed (the site then shows the Korean), and the screen says so before anything is saved.
  await name.fill("");
  await expect(page.getByText("번역 없음 · 한국어로 보입니다").first()).toBeVisible();
  await page.getByRole("button", { name: "임시저장" }).click();
  await expect(page.getByText("번역을 임시저장했습니다.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: /English/ })).toContainText("임시저장 있음");
  // The site keeps the published English until the draft is published; the draft is thrown away here.
  const english = (await getDocumentFromSite(page, "lumiere", `/en/products/${product.id}`)).html;
  expect(english).toContain("Ulthera");
  await page.getByRole("button", { name: "임시저장 버리기" }).click();
  await expect(page.getByText("번역 임시저장을 버렸습니다.")).toBeVisible();
  await expect(page.getByRole("link", { name: /English/ })).toContainText("게시됨");
});

test("the demo's English names appear on the English product list, not on the Korean one", async ({
  page,
}) => {
  const { html } = await getDocumentFromSite(page, "lumiere", "/en/products");
  expect(html).toContain("Ulthera Lifting");
  expect((await getDocumentFromSite(page, "lumiere", "/products")).html).not.toContain("Ulthera Lifting");
});

test("the desk translates the 비급여 page once per text, and the English page marks what is still Korean", async ({
  page,
}) => {
  // Haneul's demo fee page has no translation: every text is Korean until the clinic writes one.
  const englishFees = async () => (await getDocumentFromSite(page, "haneul", "/en/non-covered-fees")).html;
  const partnerId = await signInToClinic(page, DEMO_CONSOLE.staff("haneul"));
  await page.goto(consoleUrl(`/clinics/${partnerId}/non-covered-fees`));
  await page.getByRole("link", { name: /번역/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("번역: 비급여 진료비용");
  await page.getByRole("link", { name: /English/ }).click();
  // "1회" is the unit of many rows, and one field.
  await expect(page.getByLabel("기준: 1회 (English)")).toHaveCount(1);
  await page.getByLabel("분류: 눈성형 (English)").fill("Eye surgery");
  await page.getByLabel("기준: 1회 (English)").fill("per session");
  await page.getByRole("button", { name: "English 게시" }).click();
  await expect(page.getByText("번역을 게시했습니다.", { exact: false })).toBeVisible();

  await expect.poll(englishFees, { timeout: 15_000 }).toContain("Eye surgery");
  await page.goto(siteUrl("haneul", "/en/non-covered-fees"));
  await expect(page.getByRole("heading", { level: 2, name: "Eye surgery" })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 2, name: "코성형" })).toHaveAttribute("lang", "ko");
  await expect(page.getByTestId("korean-content-note")).toBeVisible();
  await expect(page.locator('span[lang="en"]', { hasText: "per session" }).first()).toBeVisible();
  // The Korean page is the clinic's Korean.
  expect((await getDocumentFromSite(page, "haneul", "/non-covered-fees")).html).not.toContain("Eye surgery");

  // Emptied and published, the language is taken down: the demo's Korean again (other specs read it).
  await page.goto(consoleUrl(`/clinics/${partnerId}/non-covered-fees/translations?language=en`));
  await page.getByLabel("분류: 눈성형 (English)").fill("");
  await page.getByLabel("기준: 1회 (English)").fill("");
  await page.getByRole("button", { name: "English 게시" }).click();
  await expect(page.getByText("번역을 내렸습니다.", { exact: false })).toBeVisible();
  await expect.poll(englishFees, { timeout: 15_000 }).not.toContain("Eye surgery");
});

test("the site's frame speaks the page's language where the clinic translated it, and is marked Korean where not", async ({
  page,
}) => {
  await gotoWithoutPopups(page, "lumiere", "/en");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "Treatments", exact: true })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "Book a visit" }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Non-covered fees" })).toBeVisible();
  // The demo leaves Chinese menus to the Korean: shown as the clinic wrote them, marked as Korean.
  await gotoWithoutPopups(page, "lumiere", "/zh-CN");
  const koreanMenu = page
    .getByRole("navigation")
    .getByRole("link", { name: "시술안내", exact: true })
    .first();
  await expect(koreanMenu).toHaveAttribute("lang", "ko");
});
