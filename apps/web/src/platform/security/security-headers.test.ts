import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";

const headerValue = (key: string, https: boolean) =>
  securityHeaders({ development: false, https }).find((header) => header.key === key)?.value;

describe("securityHeaders", () => {
  it("sends the baseline on plain http, without HSTS", () => {
    expect(headerValue("X-Content-Type-Options", false)).toBe("nosniff");
    expect(headerValue("Referrer-Policy", false)).toBe("strict-origin-when-cross-origin");
    expect(headerValue("Strict-Transport-Security", false)).toBeUndefined();
  });

  it("adds HSTS and upgrades insecure requests behind TLS", () => {
    expect(headerValue("Strict-Transport-Security", true)).toMatch(/^max-age=\d{7,}$/);
    expect(headerValue("Content-Security-Policy", true)).toContain("upgrade-insecure-requests");
    expect(headerValue("Content-Security-Policy", false)).not.toContain("upgrade-insecure-requests");
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ development: false, https: false });
  const directive = (name: string) =>
    policy
      .split("; ")
      .find((part) => part.startsWith(`${name} `))
      ?.split(" ")
      .slice(1);

  it("keeps framing, plugins, base and form targets to the site itself", () => {
    expect(directive("frame-ancestors")).toEqual(["'self'"]);
    expect(directive("object-src")).toEqual(["'none'"]);
    expect(directive("base-uri")).toEqual(["'self'"]);
    expect(directive("form-action")).toEqual(["'self'"]);
  });

  it("allows the configured vendors' scripts and never eval in production", () => {
    expect(directive("script-src")).toContain("https://www.googletagmanager.com");
    expect(directive("script-src")).toContain("https://cdn.channel.io");
    expect(directive("script-src")).not.toContain("'unsafe-eval'");
    expect(directive("script-src")).not.toContain("https:");
    expect(contentSecurityPolicy({ development: true, https: false })).toContain("'unsafe-eval'");
  });

  it("lets rich text embed the two video players the sanitiser keeps, and no other frame", () => {
    expect(directive("frame-src")).toEqual(
      expect.arrayContaining(["https://www.youtube.com", "https://player.vimeo.com"]),
    );
    expect(directive("frame-src")).not.toContain("https:");
  });
});
