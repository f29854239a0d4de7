import type { ErrorAnswer } from "../support/api-types";
import { rawRequest } from "../support/raw-http";
import { fetchFromPage, readAsClinic, siteOrigin, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

interface ProductPage {
  rows: { id: number }[];
}

const ids = (answer: { body: ProductPage }) => answer.body.rows.map((row) => row.id);

test.describe("same-origin /api pass-through", () => {
  test("answers for the clinic of the host it is called on", async ({ page }) => {
    for (const code of ["lumiere", "haneul"] as const) {
      await page.goto(siteUrl(code, "/robots.txt"));
      const answer = await fetchFromPage<ProductPage>(page, "/api/products?pageSize=5");
      expect(answer.status).toBe(200);
      expect(ids(answer)).toEqual(ids(await readAsClinic<ProductPage>(page, "/api/products?pageSize=5")));
    }
  });

  test("ignores a tenant header the browser makes up", async ({ page }) => {
    await page.goto(siteUrl("haneul", "/robots.txt"));
    const forged = await fetchFromPage<ProductPage>(page, "/api/products?pageSize=5", {
      headers: { "x-tenant-origin": "http://lumiere.localhost" },
    });
    const haneul = await readAsClinic<ProductPage>(page, "/api/products?pageSize=5", { code: "haneul" });
    const lumiere = await readAsClinic<ProductPage>(page, "/api/products?pageSize=5", { code: "lumiere" });
    expect(ids(haneul)).not.toEqual(ids(lumiere));
    expect(ids(forged)).toEqual(ids(haneul));
  });

  test("passes API errors through in the error shape", async ({ page }) => {
    await page.goto(siteUrl("lumiere", "/robots.txt"));
    const { status, body } = await fetchFromPage<ErrorAnswer>(page, "/api/products?pageSize=100000");
    expect(status).toBe(400);
    expect(body.status).toBe(400);
    expect(typeof body.message).toBe("string");
  });

  test("answers 404 in the error shape on a host no clinic uses", async ({ page }) => {
    await page.goto(`${siteOrigin("nope.localhost")}/`);
    const { status, body } = await fetchFromPage<ErrorAnswer>(page, "/api/products");
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, translate: "존재하지 않는 사이트입니다." });
  });

  test("the API's console, docs, health and site routes do not answer on a clinic's host", async () => {
    const json = { "content-type": "application/json" };
    const refused: [string, string, string?][] = [
      ["POST", "/api/console/auth/sign-in", JSON.stringify({ email: "a@b.c", password: "x" })],
      ["GET", "/api/console/me"],
      ["GET", "/api/docs/json"],
      ["GET", "/api/docs"],
      ["GET", "/api/health"],
      ["GET", "/api/sites/resolve?host=lumiere.localhost"],
      ["GET", "/api/staff/short-urls"],
      ["GET", "/api/staff/reservations"],
      // A listed path with a method it is not listed for, or a spelling it is not listed in.
      ["DELETE", "/api/customers/this"],
      ["GET", "/api/Products"],
      ["GET", "/api/products/1%2F..%2F..%2Fhealth"],
      ["GET", "/api/customers/this/../../health"],
    ];
    for (const [method, path, body] of refused) {
      const answer = await rawRequest(method, "lumiere.localhost", path, body ? json : {}, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.parse(answer.body), `${method} ${path}`).toMatchObject({
        status: 404,
        message: expect.any(String),
        translate: expect.any(String),
      });
    }
  });

  test("the storefront's own calls still go through", async ({ page }) => {
    await page.goto(siteUrl("lumiere", "/robots.txt"));
    const products = await fetchFromPage<ProductPage>(page, "/api/products?pageSize=1");
    expect(products.status).toBe(200);
    expect(products.body.rows.length).toBe(1);
    const dates = await fetchFromPage<{ dates: string[] }>(
      page,
      "/api/partner-schedules/available-dates?type=VISIT",
    );
    expect(dates.status).toBe(200);
    expect(Array.isArray(dates.body.dates)).toBe(true);
    // A customer board post the API refuses on its merits (no fields): forwarded, so the API's 400, not our 404.
    const post = await page.evaluate(async () => {
      const response = await fetch("/api/customer/notice-customer-boards", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return { status: response.status, body: await response.json() };
    });
    expect(post.status).toBe(400);
    expect(post.body.status).toBe(400);
  });
});
