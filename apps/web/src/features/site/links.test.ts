import { describe, expect, it } from "vitest";
import { resolveLink } from "./links";

describe("resolveLink", () => {
  it("keeps internal paths in the same tab", () => {
    expect(resolveLink("/events")).toEqual({ href: "/events", external: false });
  });

  it("prepends http:// to URLs without a scheme and opens them in a new tab", () => {
    expect(resolveLink("blog.naver.com/lumiere")).toEqual({
      href: "http://blog.naver.com/lumiere",
      external: true,
    });
  });

  it("opens absolute URLs in a new tab", () => {
    expect(resolveLink("https://example.com")).toEqual({ href: "https://example.com", external: true });
    expect(resolveLink("//cdn.example.com/x")).toEqual({ href: "//cdn.example.com/x", external: true });
  });

  it("keeps tel: links and ignores empty values", () => {
    expect(resolveLink("tel:025550123")).toEqual({ href: "tel:025550123", external: false });
    expect(resolveLink("  ")).toBeNull();
    expect(resolveLink(null)).toBeNull();
  });
});
