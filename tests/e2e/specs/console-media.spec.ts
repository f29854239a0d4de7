import type { Page } from "@playwright/test";
import { consoleUrl, DEMO_CONSOLE, signInToConsole } from "../support/console";
import { solidPng } from "../support/png";
import { expect, test } from "../support/test";

/**
 * Issue 10: the lumiere owner uploads a PNG to the media library and sees it in the grid, shown from its
 * resized copy through the console host's /media pass-through; then deletes it, so the library is left as found.
 */

async function signIn(page: Page): Promise<number> {
  await signInToConsole(page, DEMO_CONSOLE.owner("lumiere"));
  await page.waitForURL(/\/clinics\/\d+\//);
  return Number(/\/clinics\/(\d+)\//.exec(page.url())?.[1]);
}

test("the owner uploads a PNG and sees it in the media grid", async ({ page }) => {
  const clinic = await signIn(page);
  await page.goto(consoleUrl(`/clinics/${clinic}/media`));
  await expect(page.getByRole("heading", { level: 1, name: "미디어" })).toBeVisible();

  const name = `e2e-미디어-${Date.now()}.png`;
  const fileInput = page.getByLabel(/이미지 파일/);
  // Text dressed up as a PNG is refused by its content.
  await fileInput.setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await page.getByRole("button", { name: "올리기" }).click();
  // Next's route announcer is an (empty) alert too: the form's alert is the one with text.
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toContainText(
    "JPEG, PNG, WebP, GIF 이미지만",
  );

  await page
    .getByLabel(/이미지 파일/)
    .setInputFiles({ name, mimeType: "image/png", buffer: solidPng(400, 300, [200, 162, 122]) });
  await page.getByRole("button", { name: "올리기" }).click();
  await expect(page.getByRole("status")).toContainText("이미지를 올렸습니다.");

  const image = page.getByRole("img", { name });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /^\/media\/lumiere\/uploads\/\d{6}\/[0-9a-f]{24}-w320\.webp$/);
  // Loaded, not a broken image: the pass-through served the resized copy.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(320);
  await expect(page.getByText("400×300")).toBeVisible();
  const address = (await image.getAttribute("src"))?.replace(/-w320\.webp$/, "") ?? "";

  // Image fields pick from the library: the popup form's picker writes the chosen image's address.
  await page.goto(consoleUrl(`/clinics/${clinic}/popups/new`));
  await page.getByRole("button", { name: "PC 이미지 라이브러리에서 선택" }).click();
  const dialog = page.getByRole("dialog", { name: "PC 이미지 선택" });
  await dialog.getByRole("button", { name }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("PC 이미지 주소")).toHaveValue(new RegExp(`^${address}`));

  await page.goto(consoleUrl(`/clinics/${clinic}/media`));
  await page.getByRole("button", { name: `${name} 삭제` }).click();
  // Unused: a confirmation dialog, then it is gone.
  await page
    .getByRole("dialog", { name: "이미지를 삭제할까요?" })
    .getByRole("button", { name: "삭제" })
    .click();
  await expect(page.getByRole("img", { name })).toHaveCount(0);
});
