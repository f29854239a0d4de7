import type { Page } from "@playwright/test";
import { demoStaffKey } from "@repo/packages/db/src/seed/insert-reservations";
import { DEMO_SHORT_CODES } from "@repo/packages/db/src/seed/insert-short-links";
import { DEMO_SITES, type DemoSite, readAsClinic, siteOrigin, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";
import { MULTI_PAGE_TIMEOUT, NOT_FOUND_TITLE } from "./content-support";

// Several page loads each, on a dev server that may be busy compiling.
test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

// The demo's Naver verification values (packages/db/src/seed/demo-*.ts): haneul uses the file, lumiere the meta tag.
const HANEUL_NAVER_FILE = "naver5c1e7a3b9d2f4e8a6b0c1d3e5f7a9b2c.html";
const LUMIERE_NAVER_TOKEN = "8d2f6a1c4e9b7d3f0a5c2e8b6d4f1a9c7e3b5d0f";
const NOT_FOUND_TEXT = "요청하신 페이지가 존재하지 않거나 이동되었습니다.";

interface StaffShortUrl {
  code: string;
  url: string;
  targetPath: string;
  hitCount: number;
}

/** The clinic's links as its staff see them (the API with the demo staff key). */
async function staffLinks(page: Page, code: DemoSite): Promise<StaffShortUrl[]> {
  const { status, body } = await readAsClinic<{ rows: StaffShortUrl[] }>(page, "/api/staff/short-urls", {
    headers: { authorization: `Bearer ${demoStaffKey(code)}` },
  });
  expect(status).toBe(200);
  return body.rows;
}

/** Opens a light page on the clinic's host, so same-origin /api calls can be made from it. */
const openHost = (page: Page, code: DemoSite) => page.goto(siteUrl(code, "/robots.txt"));

/**
 * Opens `url` in a page of its own and reads what the server answered: status, final URL, the status of the hop
 * that redirected there, and the HTML. Its own page, because a page that is still hydrating may navigate by itself
 * and abort the next navigation of a shared one.
 */
async function visit(page: Page, url: string) {
  const tab = await page.context().newPage();
  try {
    const response = await tab.goto(url, { waitUntil: "commit" });
    const hop = await response?.request().redirectedFrom()?.response();
    return {
      status: response?.status(),
      url: new URL(tab.url()),
      redirectStatus: hop?.status(),
      html: (await response?.text()) ?? "",
    };
  } finally {
    await tab.close();
  }
}

/** The served HTML up to the end of its head. */
const headOf = (html: string) => html.slice(0, Math.max(0, html.indexOf("</head>")));

const hitsOf = (links: StaffShortUrl[], code: string) => links.find((link) => link.code === code)?.hitCount;

for (const code of DEMO_SITES) {
  test.describe(`${code}: short links`, () => {
    test("a short link redirects, temporarily, to its target on the clinic's own host and counts the visit", async ({
      page,
    }) => {
      const origin = siteOrigin(`${code}.localhost`);
      await openHost(page, code);
      const before = await staffLinks(page, code);
      const event = before.find((link) => link.code === DEMO_SHORT_CODES.event);
      expect(event?.targetPath).toBe("/events");
      // Absolute on the clinic's host (the storefront names the tenant without its dev port).
      const url = new URL(event!.url);
      expect([url.hostname, url.pathname]).toEqual([`${code}.localhost`, `/s/${DEMO_SHORT_CODES.event}`]);

      const plain = await visit(page, siteUrl(code, `/s/${DEMO_SHORT_CODES.event}`));
      expect([plain.redirectStatus, plain.status]).toEqual([307, 200]);
      expect(plain.url.href).toBe(`${origin}/events`);

      const campaign = await visit(page, siteUrl(code, `/s/${DEMO_SHORT_CODES.campaign}`));
      expect([campaign.redirectStatus, campaign.status]).toEqual([307, 200]);
      expect([campaign.url.origin, campaign.url.pathname]).toEqual([origin, "/events"]);
      expect(campaign.url.searchParams.get("utm_source")).toBe("sms");

      const after = await staffLinks(page, code);
      // Other tests (the other viewport) may open the same link meanwhile: at least our visit counts.
      expect(hitsOf(after, DEMO_SHORT_CODES.event)).toBeGreaterThan(event!.hitCount);
      expect(hitsOf(after, DEMO_SHORT_CODES.campaign)).toBeGreaterThan(
        hitsOf(before, DEMO_SHORT_CODES.campaign)!,
      );
    });

    test("unknown, expired and malformed codes show the site's 404 page", async ({ page }) => {
      await openHost(page, code);
      const expiredBefore = hitsOf(await staffLinks(page, code), DEMO_SHORT_CODES.expired);
      for (const path of ["/s/no-such-link", `/s/${DEMO_SHORT_CODES.expired}`, "/s/bad.code"]) {
        const answer = await visit(page, siteUrl(code, path));
        expect([answer.status, answer.redirectStatus, answer.url.pathname], path).toEqual([
          404,
          undefined,
          path,
        ]);
        expect(answer.html, path).toContain(NOT_FOUND_TITLE);
        expect(answer.html, path).toContain(NOT_FOUND_TEXT);
      }
      expect(hitsOf(await staffLinks(page, code), DEMO_SHORT_CODES.expired)).toBe(expiredBefore);
    });
  });
}

test.describe("Naver site verification", () => {
  test.skip(({ isMobile }) => isMobile, "server answers, not a layout: checked at one width");

  test("haneul answers its verification file; other naver files are 404, as is the file on lumiere", async ({
    page,
  }) => {
    const file = await page.goto(siteUrl("haneul", `/${HANEUL_NAVER_FILE}`));
    expect(file?.status()).toBe(200);
    expect(file?.headers()["content-type"]).toContain("text/html");
    expect(await file?.text()).toBe(`naver-site-verification: ${HANEUL_NAVER_FILE}`);

    const other = HANEUL_NAVER_FILE.replace("b2c.html", "b2d.html");
    expect((await page.goto(siteUrl("haneul", `/${other}`)))?.status()).toBe(404);
    expect((await page.goto(siteUrl("lumiere", `/${HANEUL_NAVER_FILE}`)))?.status()).toBe(404);
  });

  const tag = `<meta name="naver-site-verification" content="${LUMIERE_NAVER_TOKEN}"/>`;

  test("lumiere's pages carry the meta tag in the head; haneul's carry none", async ({ page }) => {
    for (const path of ["/", "/events"]) {
      expect(headOf((await visit(page, siteUrl("lumiere", path))).html), path).toContain(tag);
    }
    expect((await visit(page, siteUrl("haneul", "/"))).html).not.toContain("naver-site-verification");
  });

  test.describe("as Naver's crawler", () => {
    test.use({ userAgent: "Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)" });

    test("finds the tag in the served HTML head", async ({ page }) => {
      expect(headOf((await visit(page, siteUrl("lumiere", "/cscenter"))).html)).toContain(tag);
    });
  });
});
