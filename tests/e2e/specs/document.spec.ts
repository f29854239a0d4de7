import { collectPageErrors, DEMO_SITES, siteUrl } from "../support/sites";
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

      const loaded = await page.evaluate(() => {
        const families = new Set<string>();
        for (const face of document.fonts) {
          if (face.status === "loaded") families.add(face.family.replace(/"/g, ""));
        }
        return {
          families: [...families],
          pretendard: document.fonts.check('16px "Pretendard Variable"', "가나다"),
          serif: document.fonts.check('600 24px "Noto Serif KR Variable"', "가나다"),
        };
      });
      expect(loaded.families).toEqual(
        expect.arrayContaining(["Pretendard Variable", "Noto Serif KR Variable"]),
      );
      expect(loaded.pretendard).toBe(true);
      expect(loaded.serif).toBe(true);

      // No request leaves the machine: every font comes from the clinic's own origin.
      expect(fontRequests.length).toBeGreaterThan(0);
      for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(siteUrl(code)).origin);
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
