import { WEB_PORT } from "../support/env";
import { rawRequest } from "../support/raw-http";
import { expect, test } from "../support/test";

const LUMIERE = "lumiere.localhost";
const HANEUL = "haneul.localhost";

test.describe("security headers and forged requests", () => {
  test.skip(({ isMobile }) => isMobile, "server rules, not a layout: checked at one width");

  test("pages, static files and API answers carry the security headers; HSTS only behind TLS", async () => {
    for (const path of ["/", "/products", "/assets/og-default.png", "/api/products?pageSize=1"]) {
      const { headers, status } = await rawRequest("GET", LUMIERE, path);
      expect(status, path).toBe(200);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'self'");
      expect(headers["content-security-policy"], path).toContain("object-src 'none'");
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
    const behindTls = await rawRequest("GET", LUMIERE, "/", { "x-forwarded-proto": "https" });
    expect(behindTls.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(behindTls.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  test("a write from another clinic's page is refused with the error shape; the clinic's own goes through", async () => {
    const body = JSON.stringify({ keyword: "x" });
    const json = { "content-type": "application/json" };
    const forged = await rawRequest(
      "POST",
      LUMIERE,
      "/api/customer/logout",
      { ...json, origin: `http://${HANEUL}:${WEB_PORT}` },
      body,
    );
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body)).toMatchObject({
      status: 403,
      translate: expect.stringContaining("다른 사이트"),
    });

    const crossSite = await rawRequest("DELETE", LUMIERE, "/api/carts/1", { "sec-fetch-site": "same-site" });
    expect(crossSite.status).toBe(403);

    const own = await rawRequest(
      "POST",
      LUMIERE,
      "/api/customer/logout",
      { ...json, origin: `http://${LUMIERE}:${WEB_PORT}` },
      body,
    );
    expect(own.status).not.toBe(403);
  });

  test("the visitor cookie is HttpOnly and SameSite, and Secure behind TLS", async () => {
    const plain = await rawRequest("GET", LUMIERE, "/api/products?pageSize=1");
    const cookie = [plain.headers["set-cookie"] ?? []].flat().join("\n");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    const tls = await rawRequest("GET", LUMIERE, "/api/products?pageSize=1", {
      "x-forwarded-proto": "https",
    });
    expect([tls.headers["set-cookie"] ?? []].flat().join("\n")).toContain("Secure");
  });

  test("an address that cannot be decoded is a 400 with the security headers, never a bare 500", async () => {
    const CONSOLE = "console.localhost";
    for (const [host, path, api] of [
      [LUMIERE, "/products/%C3%28", false],
      [LUMIERE, "/api/%FF", true],
      [LUMIERE, "/media/%FF", false],
      [LUMIERE, "/%", false],
      [LUMIERE, "/cscenter/notice/%zz", false],
      [LUMIERE, "/products?page=%", false],
      [LUMIERE, "/api/products?keyword=%E0%A4%A", true],
      [HANEUL, "/search?keyword=%zz", false],
      [CONSOLE, "/login/%FF", false],
      [CONSOLE, "/%C3%28", false],
      [CONSOLE, "/api/%FF", true],
      [CONSOLE, "/login?next=%", false],
    ] as const) {
      const label = `${host}${path}`;
      const { status, headers, body } = await rawRequest("GET", host, path);
      expect(status, label).toBe(400);
      expect(headers["x-content-type-options"], label).toBe("nosniff");
      expect(headers["content-security-policy"], label).toContain("frame-ancestors 'self'");
      expect(headers["x-frame-options"], label).toBe("SAMEORIGIN");
      expect(headers["cache-control"], label).toBe("no-store");
      if (api)
        expect(JSON.parse(body), label).toEqual({
          status: 400,
          message: "Bad request",
          translate: expect.any(String),
        });
      else expect(body, label).toContain("잘못된 주소입니다");
    }
    // A well-formed escape of a legacy (EUC-KR) search term is not an error: Next reads the query leniently.
    expect((await rawRequest("GET", LUMIERE, "/search?keyword=%C7%D1")).status).toBe(200);
    const behindTls = await rawRequest("GET", LUMIERE, "/products/%C3%28", { "x-forwarded-proto": "https" });
    expect(behindTls.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });
});
