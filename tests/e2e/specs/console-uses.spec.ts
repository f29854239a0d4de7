import type { Page } from "@playwright/test";
import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { solidPng } from "../support/png";
import { expect, test } from "../support/test";

/**
 * Issue 25: the media library knows where images are used, and a delete warns about the places still using an
 * image or linking to a treatment; the audit log names who changed what and filters; the console's menu folds
 * behind a button on a phone. Everything made here is hidden from the storefront (a hidden banner) and removed.
 */

// Each test uploads, saves and deletes through several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const owner = (page: Page) => signInToClinic(page, DEMO_CONSOLE.owner("lumiere"));

/** A hidden banner made in the form, its PC image uploaded inside the image picker. Answers its title. */
async function bannerWithUploadedImage(page: Page, clinic: number, fileName: string, linkUrl = "") {
  const title = `e2e 사용처 ${Date.now()}`;
  await page.goto(consoleUrl(`/clinics/${clinic}/banners/new`));
  await page.getByLabel("제목", { exact: true }).fill(title);
  if (linkUrl) await page.getByLabel("누르면 이동할 주소").fill(linkUrl);
  await page.getByLabel("홈페이지에 표시").uncheck();
  // Recommended sizes come from the storefront's layout (the hero's 1920×800 art).
  await expect(page.getByText("권장 크기 — PC 1920×800px")).toBeVisible();

  await page.getByRole("button", { name: "PC 이미지 주소 (필수) 라이브러리에서 선택" }).click();
  const dialog = page.getByRole("dialog", { name: "PC 이미지 주소 (필수) 선택" });
  await expect(dialog.getByText("권장 크기: 1920×800px")).toBeVisible();
  // The site's own images are in the library too (seeded /media/… files).
  await expect(dialog.getByRole("heading", { name: /사이트에서 쓰는 이미지/ })).toBeVisible();
  const file = dialog.getByLabel(/새 이미지 올리기/);
  // Over the limit: refused here with a Korean message, nothing sent.
  await file.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
  });
  await expect(dialog.getByRole("alert")).toContainText(
    "파일이 너무 큽니다. 이미지는 10MB 이하만 올릴 수 있습니다.",
  );
  await file.setInputFiles({
    name: fileName,
    mimeType: "image/png",
    buffer: solidPng(960, 400, [40, 90, 160]),
  });
  // Uploaded and chosen: the dialog closes, the field holds the new address and shows its thumbnail.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("textbox", { name: "PC 이미지 주소 (필수)" })).toHaveValue(
    /^\/media\/lumiere\/uploads\//,
  );
  await expect(page.getByRole("img", { name: "선택한 PC 이미지 주소 (필수)" })).toBeVisible();

  // The focal point: a click on the picture sets it.
  const picture = page.getByRole("button", { name: /초점 위치 고르기/ });
  await expect
    .poll(() => picture.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const box = await picture.boundingBox();
  if (!box) throw new Error("no focal picture");
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(page.getByLabel(/초점 가로 위치/)).toHaveValue(/^2[3-7]$/);
  await expect(page.getByLabel(/초점 세로 위치/)).toHaveValue(/^7[3-7]$/);

  await page.getByRole("button", { name: "배너 등록" }).click();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  return title;
}

async function deleteBanner(page: Page, clinic: number, title: string) {
  await page.goto(consoleUrl(`/clinics/${clinic}/banners`));
  await page.getByRole("button", { name: `${title} 삭제` }).click();
  await page.getByRole("button", { name: "삭제 확인" }).click();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
}

test("an image a banner shows cannot be deleted: the dialog names the banner with a link", async ({
  page,
}) => {
  const clinic = await owner(page);
  const fileName = `e2e-사용중-${Date.now()}.png`;
  const title = await bannerWithUploadedImage(page, clinic, fileName);

  await page.goto(consoleUrl(`/clinics/${clinic}/media`));
  const card = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: fileName }) });
  await expect(card.getByText("사용 중 1곳")).toBeVisible();
  await card.getByRole("button", { name: `${fileName} 삭제` }).click();
  const warning = page.getByRole("dialog", { name: "사용 중인 이미지는 삭제할 수 없습니다" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("link", { name: `배너 ‘${title}’` })).toHaveAttribute(
    "href",
    new RegExp(`/clinics/${clinic}/banners/\\d+$`),
  );
  await expect(warning.getByRole("button", { name: "삭제" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("media-delete-warning-1440.png") });
  await warning.getByRole("button", { name: "닫기" }).click();
  await expect(page.getByRole("img", { name: fileName })).toBeVisible();

  // Once the banner is gone the image is unused and deletes after a confirmation.
  await deleteBanner(page, clinic, title);
  await page.goto(consoleUrl(`/clinics/${clinic}/media`));
  await page.getByRole("button", { name: `${fileName} 삭제` }).click();
  const confirm = page.getByRole("dialog", { name: "이미지를 삭제할까요?" });
  await confirm.getByRole("button", { name: "삭제" }).click();
  await expect(page.getByRole("img", { name: fileName })).toHaveCount(0);
});

test("deleting a treatment a banner links to warns with the places; 취소 keeps it", async ({ page }) => {
  const clinic = await owner(page);
  await page.goto(consoleUrl(`/clinics/${clinic}/content/products`));
  const firstLink = page.getByRole("region", { name: /목록$/ }).getByRole("row").nth(1).getByRole("link");
  const productName = (await firstLink.textContent())?.trim() ?? "";
  const productId = /\/(\d+)$/.exec((await firstLink.getAttribute("href")) ?? "")?.[1];
  expect(productId).toBeTruthy();

  const fileName = `e2e-시술링크-${Date.now()}.png`;
  const title = await bannerWithUploadedImage(page, clinic, fileName, `/products/${productId}`);

  await page.goto(consoleUrl(`/clinics/${clinic}/content/products`));
  await page.getByRole("checkbox", { name: `${productName} 선택` }).check();
  await page.getByRole("button", { name: "휴지통으로" }).click();
  const warning = page.getByRole("dialog", { name: "다른 곳에서 이 시술로 연결됩니다" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("link", { name: `배너 ‘${title}’` })).toBeVisible();
  await expect(warning.getByRole("button", { name: "링크 해제하고 휴지통으로" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("treatment-delete-warning-1440.png") });
  await warning.getByRole("button", { name: "취소" }).click();
  await expect(warning).toBeHidden();
  // Nothing changed: the treatment is still listed.
  await expect(page.getByRole("link", { name: productName }).first()).toBeVisible();

  await deleteBanner(page, clinic, title);
  await deleteMedia(page, clinic, fileName);
});

test("the audit log names who and filters by kind, account and days", async ({ page }) => {
  const clinic = await owner(page);
  // Something to find: an upload by the owner today.
  const fileName = `e2e-기록-${Date.now()}.png`;
  await page.goto(consoleUrl(`/clinics/${clinic}/media`));
  await page.getByLabel(/이미지 파일/).setInputFiles({
    name: fileName,
    mimeType: "image/png",
    buffer: solidPng(40, 40, [10, 200, 90]),
  });
  await page.getByRole("button", { name: "올리기" }).click();
  await expect(page.getByRole("img", { name: fileName })).toBeVisible();

  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  await page.goto(consoleUrl(`/clinics/${clinic}/audit`));
  await page.getByLabel("무엇을").selectOption({ label: "미디어" });
  const who = page.getByLabel("누가");
  const ownerValue = await who.locator("option", { hasText: "owner@lumiere.demo" }).getAttribute("value");
  await who.selectOption(ownerValue ?? "");
  await page.getByLabel("시작일").fill(today);
  await page.getByLabel("종료일").fill(today);
  await page.getByRole("button", { name: "찾기" }).click();
  await expect(page).toHaveURL(/kind=media/);
  const entries = page.getByTestId("audit-entry");
  // This test's own upload: other tests of the file upload and delete as the same owner at the same time.
  const mine = entries.filter({ hasText: fileName }).first();
  await expect(mine).toContainText("이미지 업로드");
  await expect(mine).toContainText("원장(소유자)");
  // Korean times with 오전/오후.
  await expect(mine.locator("time")).toHaveText(/^\d{4}\. \d{1,2}\. \d{1,2}\. (오전|오후) \d{1,2}:\d{2}$/);
  await expect(mine.getByRole("link")).toHaveAttribute("href", new RegExp(`/clinics/${clinic}/media$`));
  for (const text of await entries.allTextContents()) expect(text).toMatch(/이미지 (업로드|삭제)/);

  await page.getByLabel("시작일").fill("2099-01-01");
  await page.getByLabel("종료일").fill("2099-01-31");
  await page.getByRole("button", { name: "찾기" }).click();
  await expect(page.getByText("조건에 맞는 기록이 없습니다.")).toBeVisible();

  // A start after the end: the API's Korean message, no list.
  await page.getByLabel("시작일").fill("2026-05-02");
  await page.getByLabel("종료일").fill("2026-05-01");
  await page.getByRole("button", { name: "찾기" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toContainText(
    "시작일이 종료일보다 늦습니다",
  );

  await deleteMedia(page, clinic, fileName);
});

test("the console menu folds behind a button at 390 px and is always open at 1440", async ({ page }) => {
  const clinic = await owner(page);
  const menu = page.getByRole("navigation", { name: "콘솔 메뉴" });
  const button = page.locator("summary", { hasText: "메뉴" });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(consoleUrl(`/clinics/${clinic}/audit`));
  await expect(button).toBeHidden();
  await expect(menu.getByRole("link", { name: "미디어" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("console-nav-1440.png") });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(consoleUrl(`/clinics/${clinic}/audit`));
  await expect(button).toBeVisible();
  await expect(menu.getByRole("link", { name: "미디어" })).toBeHidden();
  // The page's heading is right under the bar, not below a wall of links.
  const heading = await page.getByRole("heading", { level: 1, name: "변경 기록" }).boundingBox();
  expect(heading?.y ?? 999).toBeLessThan(200);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("console-nav-390-closed.png") });

  await button.click();
  await expect(menu.getByRole("link", { name: "미디어" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("console-nav-390-open.png") });
  await menu.getByRole("link", { name: "미디어" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "미디어" })).toBeVisible();
  // Going to a section folds the menu again.
  await expect(menu.getByRole("link", { name: "배너" })).toBeHidden();
});

/** Deletes an uploaded image from the media library and sees it gone. */
async function deleteMedia(page: Page, clinic: number, fileName: string) {
  await page.goto(consoleUrl(`/clinics/${clinic}/media`));
  await page.getByRole("button", { name: `${fileName} 삭제` }).click();
  await page
    .getByRole("dialog", { name: "이미지를 삭제할까요?" })
    .getByRole("button", { name: "삭제" })
    .click();
  await expect(page.getByRole("img", { name: fileName })).toHaveCount(0);
}
