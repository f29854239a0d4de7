import type { Page } from "@playwright/test";
import { DEMO_SITES, type DemoSite, openClinicOrigin, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";
import {
  api,
  type BoardPageAnswer,
  type BoardTypeAnswer,
  canonicalOf,
  expectNavigation,
  expectNotFoundAnswer,
  expectSoundPage,
  linkedBoards,
  MULTI_PAGE_TIMEOUT,
  NOT_FOUND_TITLE,
  openPage,
} from "./content-support";

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

/** The clinic's /boards boards (BOARD area), read after a page of the clinic is open. */
async function boardsOf(page: Page, code: DemoSite): Promise<BoardTypeAnswer[]> {
  await openClinicOrigin(page, code);
  const boards = (await linkedBoards(page)).filter((board) => board.area === "BOARD");
  expect(boards.length, `${code} links to its boards`).toBeGreaterThanOrEqual(1);
  return boards;
}

const postsOf = (page: Page, boardTypeId: number, query = "") =>
  api<BoardPageAnswer>(page, `/customer/boards?boardTypeId=${boardTypeId}${query}`);

/** The clinic's first board, opened, with its first page of posts and the errors the page logs. */
async function openFirstBoard(page: Page, code: DemoSite) {
  const [board] = await boardsOf(page, code);
  if (!board) throw new Error(`${code} links to a board`);
  const { errors } = await openPage(page, code, `/boards/${board.id}`);
  return { board, errors, list: await postsOf(page, board.id) };
}

for (const code of DEMO_SITES) {
  test.describe(`${code}: boards`, () => {
    test("each board lists its posts in its layout, pinned ones marked 공지, with paging", async ({
      page,
    }) => {
      for (const board of await boardsOf(page, code)) {
        const { errors } = await openPage(page, code, `/boards/${board.id}`);
        const list = await postsOf(page, board.id);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(board.name);
        await expect(page.getByText(`전체 ${list.total}건`)).toBeVisible();
        const shown = Math.min(list.total, list.pageSize);
        if (board.layout === "GALLERY") {
          await expect(page.getByTestId("board-gallery").getByRole("listitem")).toHaveCount(shown);
        } else {
          const rows = page.getByTestId("board-rows").getByRole("listitem");
          await expect(rows).toHaveCount(shown);
          const pinned = list.rows.filter((post) => post.isPinned).length;
          await expect(rows.filter({ hasText: "공지" })).toHaveCount(pinned);
        }
        await expect(
          page.getByRole("main").getByRole("link", { name: list.rows[0]?.title ?? "" }),
        ).toHaveAttribute("href", `/boards/${board.id}/detail/${list.rows[0]?.id}`);
        expect(await canonicalOf(page)).toMatch(
          new RegExp(`^http://${code}\\.localhost:\\d+/boards/${board.id}$`),
        );

        if (list.total > list.pageSize) {
          await page.getByTestId("pagination").getByRole("link", { name: "2페이지" }).click();
          await expectNavigation(page).toHaveURL(new RegExp(`/boards/${board.id}\\?page=2$`));
          const second = await postsOf(page, board.id, "&page=2");
          await expect(
            page.getByRole("main").getByRole("link", { name: second.rows[0]?.title ?? "" }),
          ).toBeVisible();
        }
        await expectSoundPage(page, errors);
      }
    });

    test("the keyword search narrows the list through ?keyword= and says when nothing matches", async ({
      page,
    }) => {
      const { board, errors, list } = await openFirstBoard(page, code);
      // A word from a post's title, so the search must find at least that post.
      const word = (list.rows[0]?.title ?? "").split(/\s+/).find((part) => part.length >= 2) ?? "";
      const input = page.getByRole("searchbox", { name: "게시글 검색어" });
      await input.fill(word);
      await input.press("Enter");
      await expectNavigation(page).toHaveURL(
        new RegExp(`/boards/${board.id}\\?keyword=${encodeURIComponent(word)}$`),
      );
      const found = await postsOf(page, board.id, `&keyword=${encodeURIComponent(word)}`);
      expect(found.total).toBeGreaterThanOrEqual(1);
      await expect(page.getByText(`‘${word}’ 검색 결과 ${found.total}건`)).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("link", { name: list.rows[0]?.title ?? "" }),
      ).toBeVisible();

      // Popups are already dismissed for this host, so the page is opened directly.
      await page.goto(siteUrl(code, `/boards/${board.id}?keyword=${encodeURIComponent("없는검색어zq")}`));
      await expect(page.getByTestId("empty-state")).toContainText("검색 결과가 없습니다");
      await expectSoundPage(page, errors);
    });

    test("a post opens with its body, date, views, previous/next links and the way back", async ({
      page,
    }) => {
      const { board, errors, list } = await openFirstBoard(page, code);
      const post = list.rows[1] ?? list.rows[0];
      if (!post) throw new Error("the demo board has posts");
      await page.getByRole("main").getByRole("link", { name: post.title }).click();
      await expectNavigation(page).toHaveURL(new RegExp(`/boards/${board.id}/detail/${post.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(page.getByTestId("post-views")).toHaveText(/^[\d,]+$/);
      await expect(page.locator("main time").first()).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);

      const detail = await api<{
        previous: { id: number; title: string } | null;
        next: { id: number } | null;
      }>(page, `/customer/boards/${post.id}`);
      if (detail.previous) {
        await expect(page.getByTestId("post-previous").getByRole("link")).toHaveAttribute(
          "href",
          `/boards/${board.id}/detail/${detail.previous.id}`,
        );
      }
      if (detail.next) {
        await expect(page.getByTestId("post-next").getByRole("link")).toHaveAttribute(
          "href",
          `/boards/${board.id}/detail/${detail.next.id}`,
        );
      }
      await page.getByRole("link", { name: "목록으로" }).click();
      await expectNavigation(page).toHaveURL(new RegExp(`/boards/${board.id}$`));
      await expectSoundPage(page, errors);
    });

    test("malformed and out-of-range ids answer 404 without reaching a board", async ({ page }) => {
      test.skip(test.info().project.name === "mobile", "a server rule, not a layout: checked at one width");
      const [board] = await boardsOf(page, code);
      if (!board) return;
      for (const path of [
        "/boards/abc",
        "/boards/0",
        "/boards/99999999999",
        "/boards/2147483647",
        `/boards/${board.id}/detail/abc`,
        `/boards/${board.id}/detail/-1`,
        `/boards/${board.id}/detail/2147483648`,
      ]) {
        await expectNotFoundAnswer(page, code, path);
      }
      // One of them in the browser: the not-found page inside the site shell.
      expect((await page.goto(siteUrl(code, "/boards/abc")))?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: NOT_FOUND_TITLE })).toBeVisible();
    });

    test("another clinic's board or post, another board's post and a customer-centre board answer 404", async ({
      page,
    }) => {
      test.skip(test.info().project.name === "mobile", "a server rule, not a layout: checked at one width");
      const other: DemoSite = code === "lumiere" ? "haneul" : "lumiere";
      const [otherBoard] = await boardsOf(page, other);
      const otherPost = otherBoard ? (await postsOf(page, otherBoard.id)).rows[0] : undefined;
      const boards = await boardsOf(page, code);
      const [board, second] = boards;
      if (!board) return;
      const post = (await postsOf(page, board.id)).rows[0];
      const config = await api<{ navigation: { url: string; subList: { url: string }[] }[] }>(
        page,
        "/partners/this/site-config",
      );
      // A customer-centre board (linked from the menu under /cscenter) is not served under /boards.
      const cscenter = config.navigation
        .flatMap((item) => [item.url, ...item.subList.map((sub) => sub.url)])
        .map((url) => /^\/cscenter\/boards\/(\d+)$/.exec(url)?.[1])
        .find(Boolean);

      const paths: string[] = [];
      if (otherPost) paths.push(`/boards/${board.id}/detail/${otherPost.id}`);
      if (otherBoard && !boards.some((own) => own.id === otherBoard.id))
        paths.push(`/boards/${otherBoard.id}`);
      if (post && second) paths.push(`/boards/${second.id}/detail/${post.id}`);
      if (cscenter) paths.push(`/boards/${cscenter}`);
      expect(paths.length).toBeGreaterThanOrEqual(3);
      for (const path of paths) {
        await expectNotFoundAnswer(page, code, path);
      }
    });
  });
}
