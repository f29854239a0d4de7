import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, normalizeAddress, setForwardedHeaders } from "./client-address.ts";
import { forwardedClientHeader } from "./forwarded-client";
import { parseTrustedProxies } from "./trusted-proxies.ts";

const PROXIES = parseTrustedProxies("10.0.0.0/8, 2001:db8::/32, 192.168.1.5");

describe("normalizeAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:10.1.2.3", "10.1.2.3"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["203.0.113.9:51234", "203.0.113.9"],
    ["fe80::1%eth0", "fe80::1"],
  ])("reads %s as %s", (text, address) => {
    expect(normalizeAddress(text)).toBe(address);
  });

  it.each([
    "",
    "unknown",
    "999.1.1.1",
    "1.2.3",
    "203.0.113.9; drop table",
    "<script>",
    "1".repeat(100),
    "_hidden",
  ])("refuses %j", (text) => {
    expect(normalizeAddress(text)).toBeNull();
  });
});

describe("clientAddress without trusted proxies (the default)", () => {
  it("is always the connection's own address, whatever the visitor writes", () => {
    for (const forwardedFor of [
      undefined,
      "1.2.3.4",
      "1.2.3.4, 5.6.7.8",
      ["1.2.3.4", "5.6.7.8"],
      "garbage, , ,",
      "2001:db8::dead",
      Array.from({ length: 500 }, (_, index) => `10.0.${index % 256}.1`).join(","),
    ]) {
      expect(clientAddress({ peer: "::ffff:198.51.100.4", forwardedFor, trusted: null })).toBe(
        "198.51.100.4",
      );
      expect(clientAddress({ peer: "2001:db8::5", forwardedFor, trusted: null })).toBe("2001:db8::5");
    }
  });

  it("is a placeholder, never the header, when the connection has no address", () => {
    expect(clientAddress({ peer: undefined, forwardedFor: "1.2.3.4", trusted: null })).toBe("0.0.0.0");
  });
});

describe("clientAddress behind trusted proxies", () => {
  it("ignores the header of a peer that is not a trusted proxy", () => {
    expect(clientAddress({ peer: "203.0.113.9", forwardedFor: "10.0.0.2", trusted: PROXIES })).toBe(
      "203.0.113.9",
    );
  });

  it("takes the right-most entry that is not a trusted proxy: what the visitor wrote to its left never counts", () => {
    const visitor = (forwardedFor: string | string[]) =>
      clientAddress({ peer: "10.0.0.7", forwardedFor, trusted: PROXIES });
    expect(visitor("198.51.100.4")).toBe("198.51.100.4");
    expect(visitor("1.1.1.1, 2.2.2.2, 198.51.100.4")).toBe("198.51.100.4");
    expect(visitor("1.1.1.1, 198.51.100.4, 10.0.0.3, 192.168.1.5")).toBe("198.51.100.4");
    expect(visitor(["1.1.1.1", "198.51.100.4, 10.0.0.3"])).toBe("198.51.100.4");
    expect(visitor("2001:db8:ffff::1, 2001:db9::4, 2001:db8::2")).toBe("2001:db9::4");
    expect(visitor("1.1.1.1, ::ffff:198.51.100.4")).toBe("198.51.100.4");
  });

  it("falls back to the last trusted hop when the chain is garbage or empty, never to the garbage", () => {
    const visitor = (forwardedFor: string | undefined) =>
      clientAddress({ peer: "::ffff:10.0.0.7", forwardedFor, trusted: PROXIES });
    expect(visitor(undefined)).toBe("10.0.0.7");
    expect(visitor("")).toBe("10.0.0.7");
    expect(visitor("evil-text")).toBe("10.0.0.7");
    expect(visitor("1.2.3.4, evil-text, 10.0.0.3")).toBe("10.0.0.3");
    expect(visitor("10.0.0.1, 10.0.0.2")).toBe("10.0.0.1");
  });

  it("reads at most 32 hops of a long chain of trusted addresses", () => {
    const chain = Array.from({ length: 100 }, (_, index) => `10.0.0.${index + 1}`).join(", ");
    expect(clientAddress({ peer: "10.0.0.200", forwardedFor: chain, trusted: PROXIES })).toBe("10.0.0.69");
  });
});

describe("parseTrustedProxies", () => {
  it("reads addresses, ranges and the loopback keyword; nothing when empty", () => {
    expect(parseTrustedProxies(undefined)).toBeNull();
    expect(parseTrustedProxies(" , ")).toBeNull();
    const loopback = parseTrustedProxies("loopback");
    expect(loopback?.check("127.0.0.9", "ipv4")).toBe(true);
    expect(loopback?.check("::1", "ipv6")).toBe(true);
    expect(PROXIES?.check("10.200.0.1", "ipv4")).toBe(true);
    expect(PROXIES?.check("192.168.1.6", "ipv4")).toBe(false);
  });

  it.each(["10.0.0.0/33", "2001:db8::/129", "10.0.0.0/x", "proxy.internal", "10.0.0.1/8/8", "*"])(
    "refuses %j at start",
    (list) => {
      expect(() => parseTrustedProxies(list)).toThrow(/WEB_TRUSTED_PROXIES/);
    },
  );
});

describe("setForwardedHeaders", () => {
  const request = (peer: string, headers: Record<string, string>) =>
    ({
      headers: { host: "lumiere.localhost", ...headers },
      socket: { remoteAddress: peer },
    }) as unknown as IncomingMessage;
  const spoofed = {
    "x-forwarded-for": "6.6.6.6",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "evil.example",
    "x-forwarded-port": "443",
  };

  it("overwrites a direct visitor's claims with what the connection says", () => {
    const req = request("::ffff:203.0.113.9", spoofed);
    setForwardedHeaders(req, PROXIES);
    expect(req.headers).toEqual({
      host: "lumiere.localhost",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-proto": "http",
    });
  });

  it("keeps a trusted proxy's scheme and host, with the one visitor address", () => {
    const req = request("10.0.0.7", { ...spoofed, "x-forwarded-for": "6.6.6.6, 198.51.100.4" });
    setForwardedHeaders(req, PROXIES);
    expect(req.headers).toMatchObject({
      "x-forwarded-for": "198.51.100.4",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
    });
    const odd = request("10.0.0.7", { "x-forwarded-proto": "gopher" });
    setForwardedHeaders(odd, PROXIES);
    expect(odd.headers["x-forwarded-proto"]).toBe("http");
  });
});

describe("forwardedClientHeader (route handlers to the API)", () => {
  it("passes the one server-set address and nothing the browser chained", () => {
    expect(forwardedClientHeader(new Headers({ "x-forwarded-for": "203.0.113.9" }))).toEqual({
      "x-forwarded-for": "203.0.113.9",
    });
    expect(forwardedClientHeader(new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toEqual({
      "x-forwarded-for": "203.0.113.9",
    });
    expect(forwardedClientHeader(new Headers({ "x-forwarded-for": "6.6.6.6, junk" }))).toEqual({});
    expect(forwardedClientHeader(new Headers())).toEqual({});
  });
});
