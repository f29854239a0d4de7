import { DEMO_SITES, openClinicOrigin } from "../support/sites";
import { expect, test } from "../support/test";
import { api, expectNavigation, expectSoundPage, MULTI_PAGE_TIMEOUT, openPage } from "./content-support";

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

interface SearchAnswer {
  products: { total: number; rows: { id: number; name: string }[] };
  events: { total: number; rows: { id: number; title: string }[] };
  contents: { total: number; rows: { id: number; boardTypeId: number; title: string }[] };
}

const KEYWORD = "리프";

test.describe("search", () => {
  test("lumiere: '리프' finds a product containing '리프팅', grouped with the API's counts", async ({
    page,
  }) => {
    const { errors } = await openPage(page, "lumiere", `/search?keyword=${encodeURIComponent(KEYWORD)}`);
    const result = await api<SearchAnswer>(page, `/search?keyword=${encodeURIComponent(KEYWORD)}`);
    expect(result.products.rows.some((product) => product.name.includes("리프팅"))).toBe(true);

    const summary = page.getByTestId("search-summary");
    const total = result.products.total + result.events.total + result.contents.total;
    await expect(summary).toContainText(`‘${KEYWORD}’ 검색 결과 ${total}건`);
    await expect(summary.locator("[data-group='products']")).toHaveText(`시술 ${result.products.total}건`);
    await expect(summary.locator("[data-group='events']")).toHaveText(`이벤트 ${result.events.total}건`);
    await expect(summary.locator("[data-group='contents']")).toHaveText(`콘텐츠 ${result.contents.total}건`);

    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(result.products.rows.length);
    await expect(cards.filter({ hasText: "리프팅" }).first()).toBeVisible();
    if (result.contents.rows[0]) {
      const post = result.contents.rows[0];
      await expect(page.getByTestId("search-contents").getByRole("link").first()).toHaveAttribute(
        "href",
        `/boards/${post.boardTypeId}/detail/${post.id}`,
      );
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("searchbox", { name: "검색할 단어" })).toHaveValue(KEYWORD);
    await expectSoundPage(page, errors);
  });

  for (const code of DEMO_SITES) {
    test(`${code}: an empty keyword lists everything, and a new search goes through the form`, async ({
      page,
    }) => {
      const { errors } = await openPage(page, code, "/search?keyword=");
      const all = await api<SearchAnswer>(page, "/search?keyword=");
      const total = all.products.total + all.events.total + all.contents.total;
      await expect(page.getByTestId("search-summary")).toContainText(`전체 ${total}건`);
      expect(all.products.total).toBeGreaterThan(0);
      await expect(page.getByTestId("product-card").first()).toBeVisible();

      const input = page.getByRole("searchbox", { name: "검색할 단어" });
      await input.fill("보톡스");
      await input.press("Enter");
      await expectNavigation(page).toHaveURL(/\/search\?keyword=%EB%B3%B4%ED%86%A1%EC%8A%A4$/);
      await expect(page.getByTestId("search-summary")).toContainText("‘보톡스’ 검색 결과");
      await expectSoundPage(page, errors);
    });

    test(`${code}: a keyword with no match shows the no-result state`, async ({ page }) => {
      const keyword = "결과없는검색어qz";
      const { errors } = await openPage(page, code, `/search?keyword=${encodeURIComponent(keyword)}`);
      await expect(page.getByTestId("empty-state")).toContainText(
        `‘${keyword}’에 대한 검색 결과가 없습니다.`,
      );
      await expect(page.getByTestId("search-summary")).toContainText("검색 결과 0건");
      await expect(page.getByTestId("product-card")).toHaveCount(0);
      await expectSoundPage(page, errors);
    });
  }

  test("each clinic searches only its own catalogue", async ({ page }) => {
    test.skip(test.info().project.name === "mobile", "a server rule, not a layout: checked at one width");
    await openPage(page, "haneul", `/search?keyword=${encodeURIComponent(KEYWORD)}`);
    const haneul = await api<SearchAnswer>(page, `/search?keyword=${encodeURIComponent(KEYWORD)}`);
    await openClinicOrigin(page, "lumiere");
    const lumiere = await api<SearchAnswer>(page, `/search?keyword=${encodeURIComponent(KEYWORD)}`);
    const haneulIds = new Set(haneul.products.rows.map((product) => product.id));
    expect(lumiere.products.rows.some((product) => haneulIds.has(product.id))).toBe(false);
  });
});
