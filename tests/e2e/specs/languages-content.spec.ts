import type { ProductPage } from "@clinic/shared";
import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { getDocumentFromSite, getFromSite, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

/**
 * Issue 29, content translations: the owner translates a treatment in the console beside its Korean, publishes
 * one language, and the clinic's site shows it in that language only; elsewhere the Korean stays, marked Korean.
 */

test("the owner translates a treatment into Japanese and the Japanese page shows it; English keeps the Korean, marked", async ({
  page,
}) => {
  // The last of haneul's treatments: one the demo has not translated.
  const { body } = await getFromSite<ProductPage>(page, "haneul", "/api/products?pageSize=100");
  const product = body.rows.at(-1);
  if (!product) throw new Error("haneul has no products");
  const japanese = `${product.id}番の施術（テスト）`;

  const partnerId = await signInToClinic(page, DEMO_CONSOLE.owner("haneul"));
  await page.goto(consoleUrl(`/clinics/${partnerId}/content/products/${product.id}`));
  await page.getByRole("link", { name: /번역/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`번역: ${product.name}`);
  await page.getByRole("link", { name: /日本語/ }).click();
  await expect(page.getByRole("link", { name: /日本語/ })).toHaveAttribute("aria-current", "page");
  // The Korean is beside the field, and the missing name is pointed out.
  await expect(page.getByText(product.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText("번역 없음 · 한국어로 보입니다").first()).toBeVisible();

  await page.getByLabel("시술 이름 (日本語)").fill(japanese);
  await page.getByRole("button", { name: "日本語 게시" }).click();
  await expect(page.getByText("번역을 게시했습니다.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: /日本語/ })).toContainText("게시됨");

  // The Japanese page shows the name (after the announcement reaches the site's caches).
  await expect
    .poll(async () => (await getDocumentFromSite(page, "haneul", `/ja/products/${product.id}`)).html, {
      timeout: 15_000,
    })
    .toContain(japanese);
  await page.goto(siteUrl("haneul", `/ja/products/${product.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(japanese);

  // English has no translation: the Korean name, and nothing Japanese.
  const english = await getDocumentFromSite(page, "haneul", `/en/products/${product.id}`);
  expect(english.status).toBe(200);
  expect(english.html).toContain(product.name);
  expect(english.html).not.toContain(japanese);
  // Korean is Korean.
  expect((await getDocumentFromSite(page, "haneul", `/products/${product.id}`)).html).not.toContain(japanese);

  // Taken down again: an emptied translation, published, brings the Korean back.
  await page.goto(
    consoleUrl(`/clinics/${partnerId}/content/products/${product.id}/translations?language=ja`),
  );
  await page.getByLabel("시술 이름 (日本語)").fill("");
  await page.getByRole("button", { name: "日本語 게시" }).click();
  await expect(page.getByText("번역을 내렸습니다.", { exact: false })).toBeVisible();
  await expect
    .poll(async () => (await getDocumentFromSite(page, "haneul", `/ja/products/${product.id}`)).html, {
      timeout: 15_000,
    })
    .not.toContain(japanese);
});

test("the demo's English names appear on the English product list", async ({ page }) => {
  const { html } = await getDocumentFromSite(page, "lumiere", "/en/products");
  expect(html).toContain("Ulthera Lifting");
  expect((await getDocumentFromSite(page, "lumiere", "/products")).html).not.toContain("Ulthera Lifting");
});
