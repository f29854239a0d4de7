import type { Page } from "@playwright/test";
import { type DemoSite, getFromSite, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";
import {
  expectNavigation,
  expectNoSideScroll,
  expectNotFoundAnswer,
  expectSoundPage,
  MULTI_PAGE_TIMEOUT,
  openPage,
  statusOf,
} from "./content-support";

/**
 * Customer boards (/cscenter/boards): a guest's private post from writing to deleting, and the write form's
 * messages. Posts are real rows in a database the specs share, so titles are unique, and the API allows only a
 * few posts per visitor address in ten minutes: the suite writes one post per browser project, nothing more.
 */

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

const PRIVATE_TITLE = "비밀글입니다.";
const WRONG_PASSWORD = "비밀번호가 일치하지 않습니다. 다시 확인해 주세요.";

interface BoardAnswer {
  id: number;
  name: string;
  area: "BOARD" | "CSCENTER";
  postVisibility: "PUBLIC" | "PRIVATE" | "CHOICE";
}

/** The clinic's boards of one area, read from its API by the test runner (no page load). */
async function boardsOf(page: Page, code: DemoSite, area: BoardAnswer["area"]): Promise<BoardAnswer[]> {
  const answer = await getFromSite<{ rows: BoardAnswer[] }>(
    page,
    code,
    `/api/customer/board-types?area=${area}`,
  );
  expect(answer.status, `${code} board types`).toBe(200);
  const { rows } = answer.body;
  expect(rows.length, `${code} has ${area} boards`).toBeGreaterThanOrEqual(1);
  return rows;
}

/** The clinic's (first) customer board. */
async function customerBoardOf(page: Page, code: DemoSite): Promise<BoardAnswer> {
  const [board] = await boardsOf(page, code, "CSCENTER");
  if (!board) throw new Error(`${code} has a customer board`);
  return board;
}

/** The row of one post in the list, found by the link to its detail page. */
const rowOf = (page: Page, href: string) =>
  page
    .getByTestId("customer-post-rows")
    .getByRole("row")
    .filter({ has: page.locator(`a[href="${href}"]`) });

test("a guest writes a private post, finds it locked, opens it with the password and deletes it", async ({
  page,
  context,
}) => {
  const board = await customerBoardOf(page, "haneul");
  expect(board.postVisibility, "haneul's customer board keeps every post private").toBe("PRIVATE");
  const listPath = `/cscenter/boards/${board.id}`;
  const title = `E2E 비밀 상담 ${Date.now()}`;
  const password = `pw-${Date.now()}`;
  const content = "첫 줄입니다.\n<b>둘째 줄</b>도 글자 그대로 보여야 합니다.";

  const { errors } = await openPage(page, "haneul", `${listPath}/write`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${board.name} 글쓰기`);
  // A PRIVATE board says so instead of offering a choice.
  await expect(page.getByText("모두 비밀글로 등록되어")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "비밀글로 등록" })).toHaveCount(0);
  await page.getByLabel("이름").fill("홍길동");
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("제목").fill(title);
  await page.getByLabel("내용").fill(content);
  await page.getByRole("button", { name: "등록" }).click();

  // The writer lands on the new post, open without typing the password again.
  await expectNavigation(page).toHaveURL(new RegExp(`${listPath}/detail/\\d+$`));
  const detailPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const body = page.getByTestId("post-content");
  await expect(body).toHaveText(content);
  await expect(body.locator("b")).toHaveCount(0);
  // Open for its writer, the post is signed with the whole name.
  await expect(page.getByTestId("post-author")).toHaveText("홍길동");

  // In the list it is locked: lock mark, the private title and a masked author, never its own words.
  await page.goto(siteUrl("haneul", listPath));
  const row = rowOf(page, detailPath);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("private-mark")).toHaveText("비밀글");
  await expect(row.getByRole("link")).toContainText(PRIVATE_TITLE);
  await expect(row).toContainText("홍**");
  await expect(row).toContainText("답변대기");
  await expect(page.getByText(title)).toHaveCount(0);
  await expectNoSideScroll(page);

  // A fresh tab has nothing kept: the post asks for its password.
  const fresh = await context.newPage();
  await fresh.goto(siteUrl("haneul", detailPath));
  await expect(fresh.getByRole("heading", { level: 1 })).toHaveText(PRIVATE_TITLE);
  await expect(fresh.getByTestId("post-content")).toHaveCount(0);
  const passwordInput = fresh.getByLabel("비밀번호", { exact: true });
  await passwordInput.fill(`${password}-wrong`);
  await fresh.getByRole("button", { name: "확인" }).click();
  await expect(fresh.getByText(WRONG_PASSWORD)).toBeVisible();
  await expect(passwordInput).toHaveAttribute("aria-invalid", "true");
  // A wrong password is the post's business, not an expired session: the visitor stays on the post.
  await expect(fresh).toHaveURL(siteUrl("haneul", detailPath));

  await passwordInput.fill(password);
  await fresh.getByRole("button", { name: "확인" }).click();
  await expect(fresh.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(fresh.getByTestId("post-content")).toHaveText(content);

  // Deleting asks for the password again, then the list no longer has the post.
  await fresh.getByRole("button", { name: "삭제", exact: true }).click();
  const confirm = fresh.getByTestId("post-delete-form");
  await confirm.getByLabel("비밀번호", { exact: true }).fill(password);
  await confirm.getByRole("button", { name: "삭제", exact: true }).click();
  await expectNavigation(fresh).toHaveURL(siteUrl("haneul", listPath));
  await expect(fresh.getByTestId("customer-post-rows").or(fresh.getByTestId("empty-state"))).toBeVisible();
  await expect(fresh.locator(`a[href="${detailPath}"]`)).toHaveCount(0);
  expect(await statusOf(fresh, "haneul", detailPath), "a deleted post is gone").toBe(404);
  expect(errors).toEqual([]);
});

test("the write form names each wrong field in Korean before anything is sent", async ({ page }) => {
  const board = await customerBoardOf(page, "haneul");
  const writePath = `/cscenter/boards/${board.id}/write`;
  const { errors } = await openPage(page, "haneul", writePath);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/customer/notice-customer-boards"))
      posts.push(request.url());
  });

  await page.getByRole("button", { name: "등록" }).click();
  const expected: [string, string][] = [
    ["이름", "필수 입력 항목입니다."],
    ["비밀번호", "필수 입력 항목입니다."],
    ["제목", "필수 입력 항목입니다."],
    ["내용", "필수 입력 항목입니다."],
  ];
  for (const [label, message] of expected) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field, label).toHaveAttribute("aria-invalid", "true");
    await expect(field, label).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(
    page.getByLabel("이름", { exact: true }),
    "the first wrong field takes the focus",
  ).toBeFocused();

  // Messages follow the typing: a short password, a blank title and a body over the limit.
  await page.getByLabel("이름", { exact: true }).fill("홍길동");
  await page.getByLabel("비밀번호", { exact: true }).fill("abc");
  await page.getByLabel("제목", { exact: true }).fill("   ");
  await page.getByLabel("내용", { exact: true }).fill("가".repeat(5001));
  await expect(page.getByLabel("이름", { exact: true })).toHaveAttribute("aria-invalid", "false");
  await expect(page.getByLabel("비밀번호", { exact: true })).toHaveAccessibleDescription(
    /8자 이상 입력해 주세요/,
  );
  await expect(page.getByLabel("제목", { exact: true })).toHaveAccessibleDescription(/내용을 입력해 주세요/);
  await expect(page.getByLabel("내용", { exact: true })).toHaveAccessibleDescription(
    /5,000자 이하로 입력해 주세요.*5,001 \/ 5,000자/,
  );
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page).toHaveURL(siteUrl("haneul", writePath));
  expect(posts, "nothing is sent while a field is wrong").toEqual([]);
  await expectSoundPage(page, errors);
});

test("customer board addresses that are not this clinic's customer boards answer 404", async ({ page }) => {
  test.skip(test.info().project.name === "mobile", "a server rule, not a layout: checked at one width");
  const board = await customerBoardOf(page, "haneul");
  const other = await customerBoardOf(page, "lumiere");
  const otherPost = (
    await getFromSite<{ rows: { id: number }[] }>(
      page,
      "lumiere",
      `/api/customer/notice-customer-boards?boardTypeId=${other.id}`,
    )
  ).body.rows[0];
  const [ownBoard] = await boardsOf(page, "haneul", "BOARD");
  expect(otherPost, "lumiere's customer board has posts").toBeTruthy();
  for (const path of [
    "/cscenter/boards/abc",
    "/cscenter/boards/0",
    "/cscenter/boards/2147483648",
    `/cscenter/boards/${board.id}/detail/abc`,
    `/cscenter/boards/${board.id}/detail/2147483647`,
    `/cscenter/boards/${other.id}`,
    `/cscenter/boards/${other.id}/write`,
    // Another clinic's post under this clinic's board.
    `/cscenter/boards/${board.id}/detail/${otherPost?.id}`,
    // A /boards board (BOARD area) is not a customer board.
    `/cscenter/boards/${ownBoard?.id}`,
    `/cscenter/boards/${ownBoard?.id}/write`,
  ]) {
    await expectNotFoundAnswer(page, "haneul", path);
  }
});
