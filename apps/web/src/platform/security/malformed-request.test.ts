import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { errorMessages } from "@clinic/shared";
import { afterEach, describe, expect, it } from "vitest";
import { BAD_REQUEST_MESSAGE } from "./error-answer.ts";
import { answerBadRequest, isMalformedTarget } from "./malformed-request.ts";

describe("isMalformedTarget", () => {
  it.each([
    "/products/%C3%28",
    "/api/%FF",
    "/media/%FF",
    "/%",
    "/products/%zz",
    "/search/%E0%A4%A",
    "/products?q=%",
    "/products?q=%zz",
    "/search?keyword=%E0%A4%A",
  ])("refuses %s", (url) => {
    expect(isMalformedTarget(url)).toBe(true);
  });

  it.each([
    "/",
    "/products?page=2",
    "/search?keyword=%EC%8B%9C%EC%88%A0",
    "/search?keyword=%C7%D1",
    "/media/lumiere/hero-1.svg",
    "/products/%EC%8B%9C%EC%88%A0",
    "/products?q=100%25",
  ])("passes %s", (url) => {
    expect(isMalformedTarget(url)).toBe(false);
  });
});

describe("answerBadRequest", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function ask(path: string, headers: Record<string, string> = {}) {
    server = createServer((req, res) => answerBadRequest(req, res));
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return { response, body: await response.text() };
  }

  it("says the same as the API's error message", () => {
    expect(BAD_REQUEST_MESSAGE).toBe(errorMessages.badRequest);
  });

  it("answers the spec's error shape under /api, with the security headers", async () => {
    const { response, body } = await ask("/api/x");
    expect(response.status).toBe(400);
    expect(JSON.parse(body)).toEqual({
      status: 400,
      message: "Bad request",
      translate: errorMessages.badRequest,
    });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("answers a Korean page elsewhere, with HSTS behind TLS", async () => {
    const { response, body } = await ask("/products/x", { "x-forwarded-proto": "https" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(body).toContain("잘못된 주소입니다");
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });
});
