import type { ErrorAnswer, PartnerAnswer } from "../support/api-types";
import { fetchFromPage, siteOrigin, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

test.describe("same-origin /api pass-through", () => {
  test("answers the partner of the host it is called on", async ({ page }) => {
    for (const code of ["lumiere", "haneul"] as const) {
      await page.goto(siteUrl(code));
      const { status, body } = await fetchFromPage<PartnerAnswer>(page, "/api/partners/this");
      expect(status).toBe(200);
      expect(body.partnerCode).toBe(code);
    }
  });

  test("ignores a tenant header the browser makes up", async ({ page }) => {
    await page.goto(siteUrl("haneul"));
    const { body } = await fetchFromPage<PartnerAnswer>(page, "/api/partners/this", {
      headers: { "x-tenant-origin": "http://lumiere.localhost" },
    });
    expect(body.partnerCode).toBe("haneul");
  });

  test("passes API errors through in the error shape", async ({ page }) => {
    await page.goto(siteUrl("lumiere"));
    const { status, body } = await fetchFromPage<ErrorAnswer>(page, "/api/banners?bannerLocation=NOWHERE");
    expect(status).toBe(400);
    expect(body.status).toBe(400);
    expect(typeof body.message).toBe("string");
  });

  test("answers 404 in the error shape on a host no clinic uses", async ({ page }) => {
    await page.goto(`${siteOrigin("nope.localhost")}/`);
    const { status, body } = await fetchFromPage<ErrorAnswer>(page, "/api/partners/this");
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, translate: "존재하지 않는 사이트입니다." });
  });
});
