import { collectPageErrors, DEMO_SITES, requestFromSite, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

for (const code of DEMO_SITES) {
  test.describe(`${code}: the document`, () => {
    test("is Korean, loads without console errors and carries the clinic's metadata", async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(siteUrl(code), { waitUntil: "networkidle" });

      await expect(page.locator("html")).toHaveAttribute("lang", "ko");
      await expect(page.locator("meta[name='description']")).toHaveAttribute("content", /\S/);
      await expect(page.locator("meta[property='og:image']")).toHaveAttribute(
        "content",
        /^http:\/\/.+\.(png|svg|jpg)/,
      );
      await expect(page.locator("link[rel='manifest']")).toHaveAttribute("href", /manifest/);
      await expect(page.locator("link[rel='icon']").first()).toHaveAttribute("href", /.+/);
      expect(errors).toEqual([]);
    });

    test("sets body text in Pretendard and headings in Noto Serif KR, both loaded from our own server", async ({
      page,
    }) => {
      const fontRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fontRequests.push(request.url());
      });
      await page.goto(siteUrl(code), { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);

      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(bodyFont).toMatch(/^"?Pretendard Variable"?/);
      const headingFont = await page
        .locator("h2")
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(headingFont).toMatch(/^"?Noto Serif KR Variable"?/);

      // The faces' stylesheet loads beside the page, not before its first paint (ui/styles/korean-fonts.tsx):
      // the faces arrive a moment after the text.
      const loaded = () =>
        page.evaluate(() => {
          const families = new Set<string>();
          for (const face of document.fonts) {
            if (face.status === "loaded") families.add(face.family.replace(/"/g, ""));
          }
          return {
            pretendard:
              families.has("Pretendard Variable") &&
              document.fonts.check('16px "Pretendard Variable"', "가나다"),
            serif:
              families.has("Noto Serif KR Variable") &&
              document.fonts.check('600 24px "Noto Serif KR Variable"', "가나다"),
          };
        });
      await expect.poll(loaded).toEqual({ pretendard: true, serif: true });

      // No request leaves the machine: every font comes from the clinic's own origin.
      expect(fontRequests.length).toBeGreaterThan(0);
      for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(siteUrl(code)).origin);
    });

    test("the fonts' stylesheet is no render-blocking link of the page and is cached for good", async ({
      page,
    }) => {
      const html = await (await requestFromSite(page, code, "/")).text();
      const href = /"(\/assets\/fonts\/ko\/[0-9a-f]+\/fonts\.css)"/.exec(html)?.[1];
      expect(href, "the loader names the stylesheet").toBeTruthy();
      // Only the <noscript> fallback links it; the page's own stylesheets hold no @font-face.
      expect(html.match(new RegExp(`<link[^>]+href="${href}"`, "g")) ?? []).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<noscript><link rel="stylesheet" href="${href}"/?></noscript>`));
      const stylesheet = await requestFromSite(page, code, href!);
      expect(stylesheet.status()).toBe(200);
      expect(stylesheet.headers()["content-type"]).toMatch(/^text\/css/);
      expect(stylesheet.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(await stylesheet.text()).toContain("@font-face");
      for (const bundled of html.matchAll(/<link rel="stylesheet" href="(\/_next\/[^"]+\.css)"/g)) {
        expect(await (await requestFromSite(page, code, bundled[1]!)).text(), bundled[1]).not.toContain(
          "@font-face",
        );
      }
    });

    test("theme tokens are CSS variables on the root", async ({ page }) => {
      await page.goto(siteUrl(code));
      const tokens = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return ["--color-primary-1", "--color-gray-13", "--typo-d1", "--z-toast", "--font-body"].map((name) =>
          style.getPropertyValue(name).trim(),
        );
      });
      for (const value of tokens) expect(value).not.toBe("");
    });
  });
}
