import { DEMO_SITES, type DemoSite, openClinicOrigin, siteOrigin, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";
import { api, type BoardPageAnswer, canonicalOf, linkedBoards, MULTI_PAGE_TIMEOUT } from "./content-support";

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

const originOf = (code: DemoSite) => siteOrigin(`${code}.localhost`);

/** The <loc> URLs of the host's sitemap.xml (read through Chromium: Node cannot resolve *.localhost). */
async function sitemapUrls(page: import("@playwright/test").Page, code: DemoSite): Promise<string[]> {
  const response = await page.goto(siteUrl(code, "/sitemap.xml"));
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("xml");
  const xml = (await response?.text()) ?? "";
  // With the clinic's other languages, the urlset also declares xhtml for their alternates (issue 29).
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

for (const code of DEMO_SITES) {
  const other: DemoSite = code === "lumiere" ? "haneul" : "lumiere";

  test.describe(`${code}: SEO`, () => {
    test("sitemap.xml lists this host's pages only: fixed pages, every product, exhibitions and board posts", async ({
      page,
    }) => {
      test.skip(test.info().project.name === "mobile", "a server rule, not a layout: checked at one width");
      const urls = await sitemapUrls(page, code);
      const origin = originOf(code);
      expect(urls.length).toBeGreaterThan(13);
      for (const url of urls) expect(url.startsWith(`${origin}/`), url).toBe(true);
      expect(urls.some((url) => url.includes(`${other}.localhost`))).toBe(false);
      for (const path of [
        "/",
        "/introduce",
        "/introduce/schedule",
        "/info",
        "/products",
        "/events",
        "/terms/privacy-policy",
      ]) {
        expect(urls, path).toContain(`${origin}${path}`);
      }

      await openClinicOrigin(page, code);
      const products = await api<{ rows: { id: number }[]; total: number }>(page, "/products?pageSize=100");
      // Each product once at the root (its other languages' addresses are in languages.spec.ts).
      const productUrls = urls.filter((url) => url.startsWith(`${origin}/products/`) && /\/\d+$/.test(url));
      expect(productUrls).toHaveLength(products.total);
      for (const product of products.rows) expect(urls).toContain(`${origin}/products/${product.id}`);

      const exhibitions = await api<{ rows: { id: number }[] }>(page, "/customer/exhibitions?pageSize=100");
      for (const exhibition of exhibitions.rows)
        expect(urls).toContain(`${origin}/exhibitions/${exhibition.id}`);

      for (const board of (await linkedBoards(page)).filter((row) => row.area === "BOARD")) {
        expect(urls).toContain(`${origin}/boards/${board.id}`);
        const posts = await api<BoardPageAnswer>(
          page,
          `/customer/boards?boardTypeId=${board.id}&pageSize=100`,
        );
        for (const post of posts.rows)
          expect(urls).toContain(`${origin}/boards/${board.id}/detail/${post.id}`);
      }

      // The other clinic's products are not in this host's sitemap.
      await openClinicOrigin(page, other);
      const theirs = await api<{ rows: { id: number }[] }>(page, "/products?pageSize=100");
      const ours = new Set(products.rows.map((product) => product.id));
      for (const product of theirs.rows.filter((row) => !ours.has(row.id))) {
        expect(urls).not.toContain(`${origin}/products/${product.id}`);
      }
    });

    test("robots.txt allows crawling except previews, the API and search, and names this host's sitemap", async ({
      page,
    }) => {
      test.skip(test.info().project.name === "mobile", "a server rule, not a layout: checked at one width");
      const response = await page.goto(siteUrl(code, "/robots.txt"));
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-type"]).toContain("text/plain");
      const lines = ((await response?.text()) ?? "").split("\n");
      expect(lines).toContain("User-agent: *");
      expect(lines).toContain("Allow: /");
      for (const path of ["/preview/", "/api/", "/search"]) expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Sitemap: ${originOf(code)}/sitemap.xml`);
      expect(lines.join("\n")).not.toContain(`${other}.localhost`);
    });

    test("content pages carry a canonical URL on this host", async ({ page }) => {
      test.skip(test.info().project.name === "mobile", "a server rule, not a layout: checked at one width");
      for (const path of [
        "/introduce",
        "/introduce/staff",
        "/introduce/schedule",
        "/introduce/space",
        "/info",
        "/terms/terms-of-service",
      ]) {
        await page.goto(siteUrl(code, path));
        expect(await canonicalOf(page), path).toBe(`${originOf(code)}${path}`);
      }
      await page.goto(siteUrl(code, "/search?keyword=test"));
      expect(await canonicalOf(page)).toBe(`${originOf(code)}/search`);
    });
  });
}
