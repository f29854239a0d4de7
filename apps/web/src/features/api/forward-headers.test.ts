import { describe, expect, it } from "vitest";
import { downstreamResponseHeaders, upstreamRequestHeaders } from "./forward-headers";

const tenant = { "x-tenant-origin": "http://lumiere.localhost" };

describe("upstreamRequestHeaders", () => {
  const browser = new Headers({
    accept: "application/json",
    "content-type": "application/json",
    cookie: "access_token=secret; other=1",
    host: "lumiere.localhost:3000",
    "x-tenant-origin": "http://haneul.localhost",
    connection: "keep-alive",
  });

  it("never forwards the browser's Cookie or Host, nor a tenant header it made up", () => {
    const headers = upstreamRequestHeaders(browser, { tenant, cookieToken: undefined });
    expect(headers.get("cookie")).toBeNull();
    expect(headers.get("host")).toBeNull();
    expect(headers.get("connection")).toBeNull();
    expect(headers.get("x-tenant-origin")).toBe("http://lumiere.localhost");
    expect(headers.get("accept")).toBe("application/json");
    expect(headers.get("content-type")).toBe("application/json");
  });

  it("sends the cookie's token as Authorization, ahead of one the browser supplied", () => {
    const withAuth = new Headers(browser);
    withAuth.set("authorization", "browser-token");
    expect(
      upstreamRequestHeaders(withAuth, { tenant, cookieToken: "cookie-token" }).get("authorization"),
    ).toBe("cookie-token");
    expect(upstreamRequestHeaders(withAuth, { tenant, cookieToken: undefined }).get("authorization")).toBe(
      "browser-token",
    );
    expect(
      upstreamRequestHeaders(browser, { tenant, cookieToken: undefined }).get("authorization"),
    ).toBeNull();
  });

  it("forwards one visitor address, the server-set right-most one, never the browser's chain", () => {
    const forwarded = (value: string) =>
      upstreamRequestHeaders(new Headers({ "x-forwarded-for": value }), {
        tenant,
        cookieToken: undefined,
      }).get("x-forwarded-for");
    expect(forwarded("192.168.0.7")).toBe("192.168.0.7");
    expect(forwarded("1.2.3.4, 5.6.7.8, 192.168.0.7")).toBe("192.168.0.7");
    expect(forwarded("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(forwarded("1.2.3.4, not-an-address")).toBeNull();
    expect(
      upstreamRequestHeaders(new Headers(), { tenant, cookieToken: undefined }).get("x-forwarded-for"),
    ).toBeNull();
  });
});

describe("downstreamResponseHeaders", () => {
  it("keeps content headers and drops encoding, length and cookies", () => {
    const headers = downstreamResponseHeaders(
      new Headers({
        "content-type": "application/json; charset=utf-8",
        "content-encoding": "gzip",
        "content-length": "12",
        "set-cookie": "x=1",
        etag: '"abc"',
        authorization: "token",
      }),
    );
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(headers.get("etag")).toBe('"abc"');
    expect(headers.get("content-encoding")).toBeNull();
    expect(headers.get("content-length")).toBeNull();
    expect(headers.get("set-cookie")).toBeNull();
    expect(headers.get("authorization")).toBeNull();
  });
});
