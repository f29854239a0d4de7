import { describe, expect, it } from "vitest";
import { isCrossOriginWrite, isSecureRequest } from "./request-origin";

const headers = (values: Record<string, string>) =>
  new Headers({ host: "lumiere.localhost:3000", ...values });

describe("isCrossOriginWrite", () => {
  it("lets the clinic's own pages write", () => {
    expect(isCrossOriginWrite("POST", headers({ origin: "http://lumiere.localhost:3000" }))).toBe(false);
    expect(isCrossOriginWrite("delete", headers({ "sec-fetch-site": "same-origin" }))).toBe(false);
  });

  it("refuses writes from another clinic on the same platform domain and from other sites", () => {
    expect(isCrossOriginWrite("POST", headers({ origin: "http://haneul.localhost:3000" }))).toBe(true);
    expect(isCrossOriginWrite("PUT", headers({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossOriginWrite("PATCH", headers({ origin: "null" }))).toBe(true);
    expect(isCrossOriginWrite("POST", headers({ origin: "not a url" }))).toBe(true);
    expect(isCrossOriginWrite("DELETE", headers({ "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossOriginWrite("POST", headers({ "sec-fetch-site": "cross-site" }))).toBe(true);
  });

  it("never blocks reads, and lets programs without browser signals through", () => {
    expect(isCrossOriginWrite("GET", headers({ origin: "https://evil.example" }))).toBe(false);
    expect(isCrossOriginWrite("HEAD", headers({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isCrossOriginWrite("POST", headers({}))).toBe(false);
  });

  it("compares the port as well as the host", () => {
    expect(isCrossOriginWrite("POST", headers({ origin: "http://lumiere.localhost:4000" }))).toBe(true);
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
