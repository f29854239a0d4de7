import { describe, expect, it } from "vitest";
import { isCrossOriginWrite, isSecureRequest } from "./request-origin";

interface Sent {
  method?: string;
  url?: string;
  host?: string;
  headers?: Record<string, string>;
}

/** A request as the route handler sees it: Next's own URL (http, localhost), the visitor's Host header. */
const request = ({ method = "POST", url = "http://localhost:3000/api/x", host, headers = {} }: Sent) =>
  new Request(url, { method, headers: { host: host ?? "lumiere.localhost:3000", ...headers } });

const write = (origin: string, sent: Omit<Sent, "headers"> & { headers?: Record<string, string> } = {}) =>
  isCrossOriginWrite(request({ ...sent, headers: { ...sent.headers, origin } }));

describe("isCrossOriginWrite", () => {
  it("lets the clinic's own pages write", () => {
    expect(write("http://lumiere.localhost:3000")).toBe(false);
    expect(
      isCrossOriginWrite(request({ method: "delete", headers: { "sec-fetch-site": "same-origin" } })),
    ).toBe(false);
  });

  it("refuses writes from another clinic on the same platform domain and from other sites", () => {
    expect(write("http://haneul.localhost:3000")).toBe(true);
    expect(write("https://evil.example", { method: "PUT" })).toBe(true);
    expect(write("null", { method: "PATCH" })).toBe(true);
    expect(write("not a url")).toBe(true);
    expect(
      isCrossOriginWrite(request({ method: "DELETE", headers: { "sec-fetch-site": "same-site" } })),
    ).toBe(true);
    expect(isCrossOriginWrite(request({ headers: { "sec-fetch-site": "cross-site" } }))).toBe(true);
  });

  it("never blocks reads, and lets programs without browser signals through", () => {
    expect(write("https://evil.example", { method: "GET" })).toBe(false);
    expect(isCrossOriginWrite(request({ method: "HEAD", headers: { "sec-fetch-site": "cross-site" } }))).toBe(
      false,
    );
    expect(isCrossOriginWrite(request({}))).toBe(false);
  });

  it("compares the port as well as the host", () => {
    expect(write("http://lumiere.localhost:4000")).toBe(true);
    expect(write("http://lumiere.localhost")).toBe(true);
  });

  it("compares the scheme: an http page may not write to the https site, nor the other way round", () => {
    const tls = { host: "lumiere.example", headers: { "x-forwarded-proto": "https" } };
    expect(write("https://lumiere.example", tls)).toBe(false);
    expect(write("http://lumiere.example", tls)).toBe(true);
    expect(write("https://lumiere.example", { host: "lumiere.example" })).toBe(true);
    expect(write("http://lumiere.example", { host: "lumiere.example" })).toBe(false);
    expect(
      write("https://lumiere.example", { host: "lumiere.example", url: "https://lumiere.example/api/x" }),
    ).toBe(false);
  });

  it("treats a default port, written or not, as the same origin", () => {
    const tls = { host: "lumiere.example", headers: { "x-forwarded-proto": "https" } };
    expect(write("https://lumiere.example:443", tls)).toBe(false);
    expect(write("https://lumiere.example", { ...tls, host: "lumiere.example:443" })).toBe(false);
    expect(write("http://lumiere.example:80", { host: "lumiere.example" })).toBe(false);
    expect(write("https://lumiere.example:80", tls)).toBe(true);
    expect(write("http://lumiere.example:443", { host: "lumiere.example" })).toBe(true);
  });

  it("refuses origins with userinfo, a path, a query or another scheme", () => {
    expect(write("http://lumiere.localhost:3000@evil.example")).toBe(true);
    expect(write("http://user@lumiere.localhost:3000")).toBe(true);
    expect(write("http://user:pw@lumiere.localhost:3000")).toBe(true);
    expect(write("http://lumiere.localhost:3000/")).toBe(true);
    expect(write("http://lumiere.localhost:3000/x")).toBe(true);
    expect(write("http://lumiere.localhost:3000?x")).toBe(true);
    expect(write("http://lumiere.localhost:3000#x")).toBe(true);
    expect(write("ws://lumiere.localhost:3000")).toBe(true);
    expect(write("file://lumiere.localhost:3000")).toBe(true);
    expect(write("")).toBe(true);
  });

  it("treats a trailing dot as another origin, and upper case as the same one (as browsers do)", () => {
    expect(write("http://lumiere.localhost.:3000")).toBe(true);
    expect(write("http://lumiere.localhost:3000", { host: "lumiere.localhost.:3000" })).toBe(true);
    expect(write("HTTP://LUMIERE.LOCALHOST:3000")).toBe(false);
    expect(write("HTTP://HANEUL.LOCALHOST:3000")).toBe(true);
  });

  it("refuses a write whose Host is missing or not a host", () => {
    expect(
      isCrossOriginWrite(
        new Request("http://localhost:3000/api/x", {
          method: "POST",
          headers: { origin: "http://localhost:3000" },
        }),
      ),
    ).toBe(true);
    expect(write("http://lumiere.localhost:3000", { host: "lumiere.localhost:3000/x" })).toBe(true);
    expect(write("http://evil.example", { host: "lumiere.localhost@evil.example" })).toBe(true);
  });
});

describe("isSecureRequest", () => {
  it("trusts the URL or the load balancer's forwarded protocol", () => {
    expect(isSecureRequest(new Request("https://lumiere.example/"))).toBe(true);
    const forwarded = new Request("http://lumiere.example/", {
      headers: { "x-forwarded-proto": "https, http" },
    });
    expect(isSecureRequest(forwarded)).toBe(true);
    expect(isSecureRequest(new Request("http://lumiere.example/"))).toBe(false);
  });
});
