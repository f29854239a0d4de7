import { describe, expect, it } from "vitest";
import { isSiteKey, parseHost } from "./host";

describe("parseHost", () => {
  it("strips the port and lower-cases", () => {
    expect(parseHost("Lumiere.LocalHost:3000")).toBe("lumiere.localhost");
    expect(parseHost("haneul.localhost")).toBe("haneul.localhost");
    expect(parseHost("127.0.0.1:3100")).toBe("127.0.0.1");
  });

  it("drops a trailing dot (fully qualified names)", () => {
    expect(parseHost("www.example.com.:443")).toBe("www.example.com");
  });

  it("keeps IPv6 literals with their brackets", () => {
    expect(parseHost("[::1]:3000")).toBe("[::1]");
  });

  it("rejects missing and malformed hosts", () => {
    expect(parseHost(null)).toBeNull();
    expect(parseHost("")).toBeNull();
    expect(parseHost("evil.com/path")).toBeNull();
    expect(parseHost("a..b")).toBeNull();
    expect(parseHost("host:port")).toBeNull();
    expect(parseHost("-bad.example")).toBeNull();
    expect(parseHost("[::1")).toBeNull();
    expect(parseHost(`${"a".repeat(254)}`)).toBeNull();
  });
});

describe("isSiteKey", () => {
  it("accepts partner codes and rejects anything that is not one", () => {
    expect(isSiteKey("lumiere")).toBe(true);
    expect(isSiteKey("clinic-2")).toBe(true);
    expect(isSiteKey("Lumiere")).toBe(false);
    expect(isSiteKey("favicon.ico")).toBe(false);
    expect(isSiteKey("assets")).toBe(false);
    expect(isSiteKey("media")).toBe(false);
    expect(isSiteKey("-x")).toBe(false);
    expect(isSiteKey("")).toBe(false);
  });
});
