import type { Page } from "@playwright/test";
import type { BannerAnswer } from "../support/api-types";
import { dismissPopups, gotoWithoutPopups } from "../support/popups";
import { collectPageErrors, DEMO_SITES, type DemoSite, getFromSite, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";
import {
  type EventRow,
  expectedCountdown,
  findBrandings,
  getJson,
  OTHER,
  type Paged,
  type ProductRow,
} from "./catalogue-helpers";
import { expectNotFoundAnswer } from "./content-support";

// Dev servers compile each route on first visit; these tests walk many routes.
test.describe.configure({ timeout: 120_000 });

/** Events and exhibitions show 9 cards a page (three rows of three). */
const CARD_PAGE_SIZE = 9;

async function open(page: Page, code: DemoSite, path: string) {
  await gotoWithoutPopups(page, code, path);
  const errors = collectPageErrors(page);
  await page.reload();
  return errors;
}

interface ExhibitionRow {
  id: number;
  title: string;
}

for (const code of DEMO_SITES) {
  test.describe(`${code}: events, exhibitions and brandings`, () => {
    test("/events shows EVENT_LIST banners and the running events with their countdown labels", async ({
      page,
    }) => {
      const errors = await open(page, code, "/events");
      const events = await getJson<Paged<EventRow>>(page, `/api/events?pageSize=${CARD_PAGE_SIZE}`);
      const banners = (
        await getJson<{ rows: BannerAnswer[] }>(page, "/api/banners?bannerLocation=EVENT_LIST")
      ).rows;
      expect(events.rows.length).toBeGreaterThan(0);

      await expect(page.getByRole("heading", { level: 1, name: "이벤트" })).toBeVisible();
      await expect(page.getByTestId("list-banner")).toHaveCount(banners.length);
      const cards = page.getByTestId("event-grid").getByTestId("event-card");
      await expect(cards.getByRole("heading")).toHaveText(events.rows.map((event) => event.title));
      for (const [index, event] of events.rows.entries()) {
        const card = cards.nth(index);
        const label = expectedCountdown(event.endDate);
        if (label) await expect(card.getByTestId("event-countdown")).toHaveText(label);
        else await expect(card.getByTestId("event-countdown")).toHaveCount(0);
        await expect(card.getByRole("link")).toHaveAttribute(
          "href",
          `/products/category/event#event-${event.id}`,
        );
      }
      // Every label of spec 5 the demo covers: an event ending today, one within 10 days, one further out.
      const labels = events.rows.map((event) => expectedCountdown(event.endDate));
      expect(labels).toContain("오늘 마감");
      expect(labels).toContain("이벤트 진행 중!");
      expect(labels.some((label) => label && /^\d일 후 마감$/.test(label))).toBe(true);

      const first = events.rows[0]!;
      // waitForURL rather than expect: the first visit of a route compiles it on the dev server.
      await cards.first().getByRole("link").click();
      await page.waitForURL(new RegExp(`/products/category/event#event-${first.id}$`));
      await expect(page.locator(`#event-${first.id}`).getByRole("heading", { level: 2 })).toBeInViewport();
      expect(errors).toEqual([]);
    });

    test("/events paging: a page past the end shows the empty state, page links keep working", async ({
      page,
    }) => {
      const errors = await open(page, code, "/events?page=50");
      await expect(page.getByTestId("list-empty")).toHaveText("진행 중인 이벤트가 없습니다.");
      const events = await getJson<Paged<EventRow>>(page, `/api/events?pageSize=${CARD_PAGE_SIZE}`);
      const pages = Math.ceil(events.total / CARD_PAGE_SIZE);
      if (pages > 1) await expect(page.getByTestId("pagination")).toBeVisible();
      else await expect(page.getByTestId("pagination")).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test("/exhibitions lists the exhibitions and each opens with its treatments", async ({ page }) => {
      const errors = await open(page, code, "/exhibitions");
      const list = await getJson<Paged<ExhibitionRow>>(
        page,
        `/api/customer/exhibitions?pageSize=${CARD_PAGE_SIZE}`,
      );
      expect(list.rows.length).toBeGreaterThan(0);
      await expect(page.getByRole("heading", { level: 1, name: "기획전" })).toBeVisible();
      const cards = page.getByTestId("exhibition-card");
      await expect(cards.getByRole("heading")).toHaveText(list.rows.map((row) => row.title));

      const first = list.rows[0]!;
      const detail = await getJson<{ products: ProductRow[] }>(page, `/api/customer/exhibitions/${first.id}`);
      await cards.first().getByRole("link").click();
      await page.waitForURL(new RegExp(`/exhibitions/${first.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
      await expect(page.getByTestId("product-card").getByRole("heading")).toHaveText(
        detail.products.map((product) => product.name),
      );
      expect(errors).toEqual([]);

      const foreign = (
        await getFromSite<Paged<ExhibitionRow>>(page, OTHER[code], "/api/customer/exhibitions?pageSize=1")
      ).body.rows[0]!;
      for (const path of [`/exhibitions/${foreign.id}`, "/exhibitions/abc"]) {
        await expectNotFoundAnswer(page, code, path);
      }
    });

    test("brandings open with their story and treatments; drafts only as a preview with the token", async ({
      page,
      browser,
    }) => {
      const { draft, published, token } = await findBrandings(browser, code);
      const branding = published[0]!;
      await dismissPopups(page, code);
      const errors = collectPageErrors(page);
      expect((await page.goto(siteUrl(code, `/brandings/${branding.id}`)))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(branding.title);
      await expect(page.getByTestId("product-card").getByRole("heading")).toHaveText(
        branding.products.map((product) => product.name),
      );

      const preview = `/preview/brnading/${draft.id}`;
      expect((await page.goto(siteUrl(code, `${preview}?token=${token}`)))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(draft.title);
      await expect(page.getByTestId("notice-strip")).toContainText("미리보기");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex.*nofollow/);
      expect(errors).toEqual([]);

      for (const path of [
        preview,
        `${preview}?token=wrong-token-000`,
        `/brandings/${draft.id}`,
        "/brandings/abc",
      ]) {
        await expectNotFoundAnswer(page, code, path);
      }
      await expectNotFoundAnswer(page, OTHER[code], `/brandings/${branding.id}`);
    });
  });
}
