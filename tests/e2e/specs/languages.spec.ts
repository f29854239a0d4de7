import { LANGUAGES, languagePath } from "@clinic/shared";
import { seriousViolations } from "../support/axe";
import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { DEMO_SITES, getDocumentFromSite, requestFromSite, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

/**
 * Issue 29, the first part: each demo clinic is read in Korean at the root and in English, Japanese and Chinese
 * under a path prefix, with the document's language, hreflang alternates, a language switcher, and the shell's
 * interface texts from the language's catalogue. (Content translations, the widget and messages in the booking's
 * language come later.)
 */

const ROUTES = ["/", "/products", "/introduce", "/events", "/cscenter/notice", "/login"];
const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

for (const code of DEMO_SITES) {
  test.describe(`${code} in every language`, () => {
    test("every language's pages answer 200 with their lang and the alternates of every language", async ({
      page,
    }) => {
      const origin = new URL(siteUrl(code)).origin;
      for (const language of LANGUAGES) {
        for (const route of ROUTES) {
          const path = languagePath(language, route);
          const { status, html } = await getDocumentFromSite(page, code, path);
          expect(status, path).toBe(200);
          expect(html, path).toContain(`<html lang="${language}"`);
          for (const other of LANGUAGES) {
            expect(html, `${path} → ${other}`).toContain(
              `<link rel="alternate" hrefLang="${other}" href="${origin}${languagePath(other, route)}"/>`,
            );
          }
          expect(html).toContain(`hrefLang="x-default" href="${origin}${route}"`);
        }
      }
    });

    test("a prefix in another spelling, /ko and an unknown language go where they should", async ({
      page,
    }) => {
      const redirects: [string, string][] = [
        ["/zh-cn/events", "/zh-CN/events"],
        ["/EN/products", "/en/products"],
        ["/ko/introduce", "/introduce"],
      ];
      for (const [from, to] of redirects) {
        const response = await requestFromSite(page, code, from);
        expect(response.status(), from).toBe(308);
        expect(new URL(response.headers().location ?? "", siteUrl(code)).pathname).toBe(to);
      }
      expect((await getDocumentFromSite(page, code, "/fr/products")).status).toBe(404);
      expect((await getDocumentFromSite(page, code, "/en/no-such-page")).status).toBe(404);
    });
  });
}

test("the switcher opens the same page in another language, whose shell speaks that language", async ({
  page,
}) => {
  await page.goto(siteUrl("lumiere", "/introduce"));
  const switcher = page.getByTestId("language-switcher").first();
  await switcher.locator("summary").click();
  await switcher.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/introduce$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // The header's and footer's interface texts are English: no Hangul in their labels and fixed words.
  await expect(page.getByRole("button", { name: "Open search" })).toBeVisible();
  await expect(page.getByTestId("site-header").getByRole("link", { name: "Log in" }).first()).toHaveAttribute(
    "href",
    "/en/login",
  );
  // The number as dialled from abroad.
  await expect(page.getByTestId("footer-phone")).toHaveText("+82 2-545-1004");
  await expect(page.getByTestId("footer-phone")).toHaveAttribute("href", "tel:+8225451004");
  const footerNav = page.getByRole("navigation", { name: "Terms and links" });
  await expect(footerNav.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
    "href",
    "/en/terms/privacy-policy",
  );
  const labels = await page
    .locator("[data-testid='site-header'] [aria-label], body > footer [aria-label], footer [aria-label]")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
  // The clinic's own name (content) may stay Korean; the interface's own labels may not.
  expect(labels.filter((label) => HANGUL.test(label.replaceAll("루미에르 피부과", "")))).toEqual([]);

  // Same-site links stay in English.
  const internal = await page
    .locator("[data-testid='site-header'] a[href^='/']:not([hreflang]), footer a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(internal.length).toBeGreaterThan(3);
  expect(internal.filter((href) => !/^\/en(\/|$)/.test(href))).toEqual([]);

  // And back to Korean at the root.
  await switcher.locator("summary").click();
  await switcher.getByRole("link", { name: "한국어" }).click();
  await expect(page).toHaveURL(/\/introduce$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("button", { name: "검색 열기" })).toBeVisible();
  await expect(page.getByTestId("footer-phone")).toHaveText("02-545-1004");
});

test("the sitemap lists every page in every language with its alternates", async ({ page }) => {
  const { status, html: xml } = await getDocumentFromSite(page, "haneul", "/sitemap.xml");
  expect(status).toBe(200);
  const origin = new URL(siteUrl("haneul")).origin;
  for (const language of LANGUAGES) {
    expect(xml).toContain(`<loc>${origin}${languagePath(language, "/introduce")}</loc>`);
  }
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${origin}/ja/events"/>`);
});

test("the English home page has no serious accessibility violation", async ({ page }) => {
  await page.goto(siteUrl("lumiere", "/en"));
  await page.waitForLoadState("networkidle", { timeout: 2_500 }).catch(() => undefined);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the owner sees the site's languages in the console, Korean always on, and saves them", async ({
  page,
}) => {
  const partnerId = await signInToClinic(page, DEMO_CONSOLE.owner("haneul"));
  await page.goto(consoleUrl(`/clinics/${partnerId}/site/languages`));
  const korean = page.getByRole("checkbox", { name: /한국어/ });
  await expect(korean).toBeChecked();
  await expect(korean).toBeDisabled();
  for (const name of [/영어 \(English\)/, /일본어/, /중국어 간체/, /중국어 번체/]) {
    await expect(page.getByRole("checkbox", { name })).toBeChecked();
  }
  // Saved as it is (other specs read every language of the demo clinics).
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("저장했습니다. 홈페이지에 곧 반영됩니다.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /일본어/ })).toBeChecked();
});

test("Japanese and Chinese pages draw their text in our fonts, and Korean pages load none of them", async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontFiles.push(new URL(request.url()).pathname);
  });
  await page.goto(siteUrl("lumiere", "/introduce"), { waitUntil: "networkidle" });
  expect(fontFiles.filter((path) => path.includes("/fonts/cjk/"))).toEqual([]);

  const cases = [
    ["/ja/introduce", "Noto Sans JP"],
    ["/zh-CN/introduce", "Noto Sans SC"],
    ["/zh-TW/introduce", "Noto Sans TC"],
  ] as const;
  for (const [path, family] of cases) {
    await page.goto(siteUrl("lumiere", path), { waitUntil: "networkidle" });
    // The footer's hours labels (平日, 工作日, 週一至週五 …) are body text, which Pretendard has no Han or kana for.
    await page.getByTestId("footer-hours").scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "#footer-hours",
    });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    // Chromium names the variable font's default instance ("Noto Sans JP Thin").
    const families = fonts.map((font) => font.familyName);
    expect(
      families.filter((name) => name.startsWith(family)),
      `${path}: ${families.join(", ")}`,
    ).not.toEqual([]);
    await cdp.detach();
  }
});
