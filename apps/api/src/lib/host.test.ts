import { describe, expect, it } from "vitest";
import { parseHostHeader, parseSiteOrigin, siteUrl } from "./host";

describe("parseSiteOrigin", () => {
  it("reads the host, protocol and port of an origin", () => {
    expect(parseSiteOrigin("http://Lumiere.LocalHost:3000")).toEqual({
      host: "lumiere.localhost",
      protocol: "http:",
      port: "3000",
    });
    expect(parseSiteOrigin("https://www.lumiere-derm.kr")).toEqual({
      host: "www.lumiere-derm.kr",
      protocol: "https:",
      port: "",
    });
  });

  it("accepts a bare host with or without a port, and a trailing dot", () => {
    expect(parseSiteOrigin("haneul.localhost")?.host).toBe("haneul.localhost");
    expect(parseSiteOrigin("127.0.0.1:3000")?.host).toBe("127.0.0.1");
    expect(parseSiteOrigin("localhost.")?.host).toBe("localhost");
    expect(parseSiteOrigin("[::1]:3000")?.host).toBe("[::1]");
  });

  it.each([
    undefined,
    "",
    "   ",
    "http://",
    "ftp://lumiere.localhost",
    "javascript:alert(1)",
    "http://lumiere.localhost/path",
    "http://lumiere.localhost/",
    "lumiere.localhost/",
    "http://user:pw@lumiere.localhost",
    "http://lumiere.localhost?x=1",
    "http://lumiere.localhost#x",
    "lumi ere.localhost",
    "lumiere..localhost",
    "-lumiere.localhost",
    "lumiere.localhost:99999",
    `${"a".repeat(300)}.localhost`,
  ])("rejects %j", (value) => {
    expect(parseSiteOrigin(value)).toBeNull();
  });
});

describe("parseHostHeader", () => {
  it("strips the port and lower-cases", () => {
    expect(parseHostHeader("LUMIERE.localhost:3000")).toBe("lumiere.localhost");
    expect(parseHostHeader("not a host")).toBeNull();
  });
});

describe("siteUrl", () => {
  it("keeps the caller's scheme and port", () => {
    expect(siteUrl("haneul.localhost", { protocol: "http:", port: "3000" })).toBe(
      "http://haneul.localhost:3000",
    );
    expect(siteUrl("haneul.kr", { protocol: "https:", port: "" })).toBe("https://haneul.kr");
  });
});
