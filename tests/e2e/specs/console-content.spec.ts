import type { Page } from "@playwright/test";
import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { solidPng } from "../support/png";
import { siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

/**
 * Issue 11: a staff member creates a treatment with an option and an image, previews it on the clinic's own site,
 * publishes it, and a visitor finds it in the treatment list and in search; an event scheduled for the next minute
 * appears on the events page by itself. Names carry the run's time, so reruns on the same data never collide.
 */
const RUN = Date.now().toString(36);
const REFRESH = { timeout: 30_000, intervals: [500, 1_000, 2_000] };

test.describe.configure({ timeout: 150_000 });

async function uploadImage(page: Page, clinic: number, name: string) {
  await page.goto(consoleUrl(`/clinics/${clinic}/media`));
  await page
    .getByLabel(/이미지 파일/)
    .setInputFiles({ name, mimeType: "image/png", buffer: solidPng(64, 48, [40, 120, 200]) });
  await page.getByRole("button", { name: /올리기|업로드/ }).click();
  await expect(page.getByText(name)).toBeVisible();
}

/** Links to `name` on the visitor's page (the search page also repeats the keyword as text, so links count). */
const linksTo = (page: Page, name: string) =>
  page.locator("main").getByRole("link", { name: new RegExp(name) });

/** The visitor's view after reloads, until a link to `name` is there (the cache drops within seconds). */
async function expectVisitorFinds(page: Page, path: string, name: string) {
  await expect
    .poll(async () => {
      await page.goto(siteUrl("lumiere", path));
      return linksTo(page, name).count();
    }, REFRESH)
    .toBeGreaterThan(0);
}

test("staff create a treatment, preview it, publish it, and a visitor finds it", async ({
  page,
  browser,
}) => {
  const clinic = await signInToClinic(page, DEMO_CONSOLE.staff("lumiere"));
  const imageName = `e2e-시술-${RUN}.png`;
  await uploadImage(page, clinic, imageName);
  const name = `E2E 물광 리프팅 ${RUN}`;

  await page.goto(consoleUrl(`/clinics/${clinic}/content/products`));
  await page.getByRole("link", { name: "새 시술 작성" }).click();
  const form = page.getByRole("form", { name: "시술 편집" });
  // Nothing filled in yet: the API's Korean messages appear next to the fields.
  await form.getByRole("button", { name: "임시저장" }).click();
  await expect(page.getByText("시술 이름을 입력해 주세요.")).toBeVisible();

  await form.getByLabel("분류", { exact: true }).selectOption({ index: 1 });
  await form.getByLabel("시술 이름").fill(name);
  const option = form.getByRole("group", { name: "옵션 1" });
  await option.getByLabel("옵션 이름").fill("1회 체험");
  await option.getByLabel("판매가").fill("77000");
  await form.getByRole("button", { name: "목록 이미지 라이브러리에서 선택" }).click();
  await page.getByRole("dialog").getByRole("button", { name: imageName }).click();
  await expect(form.getByRole("textbox", { name: "목록 이미지" })).toHaveValue(/^\/media\//);
  await form.getByRole("button", { name: "임시저장" }).click();
  await expect(page).toHaveURL(/\/content\/products\/\d+\?notice=saved/);
  await expect(page.getByRole("status")).toContainText("임시저장");

  // Saved but not published: the visitor's search does not find it.
  const visitor = await browser.newPage();
  await visitor.goto(siteUrl("lumiere", `/search?keyword=${encodeURIComponent(name)}`));
  await expect(visitor.getByText("검색 결과 0건")).toBeVisible();
  await expect(linksTo(visitor, name)).toHaveCount(0);

  // The preview opens the clinic's own site with the draft in place, marked as a preview.
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    form.getByRole("button", { name: "미리보기" }).click(),
  ]);
  await preview.waitForURL(/lumiere\.localhost.*\/products\/\d+/);
  await expect(preview.getByRole("complementary", { name: "미리보기" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(preview.getByText("77,000").first()).toBeVisible();
  await preview.close();

  await form.getByRole("button", { name: "지금 게시" }).click();
  await expect(page.getByRole("status")).toContainText("게시했습니다");

  // New treatments go last; the staff member moves it to the top of the list, where visitors look first.
  await page.goto(consoleUrl(`/clinics/${clinic}/content/products`));
  const rows = page.getByTestId("content-row");
  await page.getByRole("button", { name: `${name} 맨 위로` }).click();
  await expect(page.getByRole("status")).toContainText("순서를 저장했습니다");
  await page.reload();
  await expect(rows.first()).toContainText(name);
  await expectVisitorFinds(visitor, "/products", name);
  await expectVisitorFinds(visitor, `/search?keyword=${encodeURIComponent(name)}`, name);
  await visitor.close();
});

test("an event scheduled for the next minute appears on the events page by itself", async ({
  page,
  browser,
}) => {
  const clinic = await signInToClinic(page, DEMO_CONSOLE.staff("lumiere"));
  const title = `E2E 예약 이벤트 ${RUN}`;
  await page.goto(consoleUrl(`/clinics/${clinic}/content/events/new`));
  const form = page.getByRole("form", { name: "이벤트 편집" });
  await form.getByLabel("이벤트 제목").fill(title);
  // The next whole minute in Seoul, at least 15 seconds away (the form picks minutes).
  const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
  const seoul = new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 16);
  await form.getByLabel("예약 게시 시각 (한국 시간)").fill(seoul);
  await form.getByRole("button", { name: "예약 게시" }).click();
  await expect(page.getByRole("status")).toContainText("예약 게시를 설정했습니다");
  await expect(page.getByText("게시 예약")).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(siteUrl("lumiere", "/events"));
  await expect(visitor.locator("main")).not.toContainText(title);
  await expect
    .poll(
      async () => {
        await visitor.goto(siteUrl("lumiere", "/events"));
        return (await visitor.locator("main").innerText()).includes(title);
      },
      { timeout: 120_000, intervals: [2_000, 5_000] },
    )
    .toBe(true);
  // Not before its time: the publisher waits for the minute.
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await visitor.close();
});
