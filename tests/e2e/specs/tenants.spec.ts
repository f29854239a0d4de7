import type { BannerAnswer, PartnerAnswer, SiteConfigAnswer } from "../support/api-types";
import { DEMO_SITES, getFromSite, hexToRgb, readAsClinic, siteOrigin, siteUrl } from "../support/sites";
import { expect, sameAtEveryWidth, test } from "../support/test";
import { NOT_FOUND_TITLE } from "./content-support";

const displayName = (partner: PartnerAnswer) => partner.displayName ?? partner.partnerName;

test.describe("one storefront, a clinic per host", () => {
  test("the two demo hosts show two different clinics, each with its own banners and colours", async ({
    page,
  }) => {
    sameAtEveryWidth();
    const seen: { code: string; name: string; brandColour: string }[] = [];

    for (const code of DEMO_SITES) {
      const response = await page.goto(siteUrl(code));
      expect(response?.status()).toBe(200);

      const partner = (await readAsClinic<PartnerAnswer>(page, "/api/partners/this")).body;
      expect(partner.partnerCode).toBe(code);
      const name = displayName(partner);
      await expect(page.locator("header").getByText(name, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(partner.homepageConfig.seoTitle ?? name));

      // The hero shows the clinic's first MAIN_TOP banner (lowest weight) as real text over its artwork.
      const banners = (
        await readAsClinic<{ rows: BannerAnswer[] }>(page, "/api/banners?bannerLocation=MAIN_TOP")
      ).body.rows;
      expect(banners.length).toBeGreaterThan(0);
      const first = [...banners].sort((a, b) => a.weight - b.weight)[0]!;
      const slide = page.getByTestId("main-top-banner").first();
      await expect(slide).toBeVisible();
      await expect(slide.getByText(first.title, { exact: true })).toBeVisible();
      const image = slide.locator("img");
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );

      // The clinic's brand colour (design token primary_1, overridable per partner) paints the call button.
      const siteConfig = (await readAsClinic<SiteConfigAnswer>(page, "/api/partners/this/site-config")).body;
      const brandColour = await page
        .locator("header a[href^='tel:']")
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      const override = siteConfig.theme.colors.primary_1;
      if (override) expect(brandColour).toBe(hexToRgb(override));

      seen.push({ code, name, brandColour });
    }

    const [lumiere, haneul] = seen;
    expect(lumiere!.name).not.toBe(haneul!.name);
    expect(lumiere!.brandColour).not.toBe(haneul!.brandColour);
  });

  test("the hero switches to the mobile artwork under 768 px", async ({ page }) => {
    await page.goto(siteUrl("lumiere"));
    const banners = (
      await readAsClinic<{ rows: BannerAnswer[] }>(page, "/api/banners?bannerLocation=MAIN_TOP")
    ).body.rows;
    const first = [...banners].sort((a, b) => a.weight - b.weight)[0]!;
    const image = page.getByTestId("main-top-banner").first().locator("img");
    await expect(image).toBeVisible();
    const narrow = (page.viewportSize()?.width ?? 0) < 768;
    const expected = narrow && first.mobileImageUrl ? first.mobileImageUrl : first.pcImageUrl;
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))
      .toBe(expected);
  });

  test("MAIN_MIDDLE banners are shown too", async ({ page }) => {
    await page.goto(siteUrl("haneul"));
    const middle = (
      await readAsClinic<{ rows: BannerAnswer[] }>(page, "/api/banners?bannerLocation=MAIN_MIDDLE")
    ).body.rows;
    await expect(page.getByTestId("main-middle-banner")).toHaveCount(middle.length);
    for (const banner of middle) await expect(page.getByText(banner.title, { exact: true })).toBeVisible();
  });

  test("plain localhost serves the default clinic (lumiere)", async ({ page }) => {
    sameAtEveryWidth();
    const response = await page.goto(`${siteOrigin("localhost")}/`);
    expect(response?.status()).toBe(200);
    const partner = (await readAsClinic<PartnerAnswer>(page, "/api/partners/this")).body;
    expect(partner.partnerCode).toBe("lumiere");
    await expect(page.locator("header").getByText(displayName(partner), { exact: true })).toBeVisible();
  });

  test("an unknown host gets a real 404 and the Korean not-found page", async ({ page }) => {
    sameAtEveryWidth();
    const response = await page.goto(`${siteOrigin("nope.localhost")}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "존재하지 않는 사이트입니다." })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");

    const deeper = await page.goto(`${siteOrigin("nope.localhost")}/products/12?x=1`);
    expect(deeper?.status()).toBe(404);
  });

  test("unknown paths and /404 answer 404 with the clinic's Korean not-found page", async ({ page }) => {
    sameAtEveryWidth();
    for (const path of ["/no-such-page", "/404"]) {
      const response = await page.goto(siteUrl("haneul", path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: NOT_FOUND_TITLE })).toBeVisible();
      // Still inside the clinic's site: its header links home.
      await expect(page.locator("header a[href='/']")).toBeVisible();
    }
  });

  test("a clinic's pages cannot be reached through another clinic's host", async ({ page }) => {
    sameAtEveryWidth();
    const response = await page.goto(siteUrl("lumiere", "/haneul"));
    expect(response?.status()).toBe(404);
  });

  test("a visitor's own partner headers get nothing of another clinic (decision 0028)", async ({ page }) => {
    sameAtEveryWidth();
    const haneul = (await getFromSite<PartnerAnswer>(page, "haneul", "/api/partners/this")).body;
    const lumiere = (await getFromSite<PartnerAnswer>(page, "lumiere", "/api/partners/this")).body;
    const forged = { "x-tenant-partner": String(haneul.id), "x-tenant-signature": "forged" };
    // Node cannot resolve *.localhost: to the loopback address with the clinic's Host header.
    const asLumiere = (path: string) => {
      const url = new URL(siteUrl("lumiere", path));
      return page.request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
        headers: { host: url.host, ...forged },
      });
    };
    const answer = await asLumiere("/api/partners/this");
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as PartnerAnswer).id).toBe(lumiere.id);
    // The page, rendered or kept, is lumiere's too.
    const document = await asLumiere("/");
    expect(document.status()).toBe(200);
    const html = await document.text();
    expect(html).toContain(displayName(lumiere));
    expect(html).not.toContain(displayName(haneul));
  });
});
