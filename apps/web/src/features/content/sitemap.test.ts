import { describe, expect, it } from "vitest";
import { linkedIds, robotsTxt, sitemapXml } from "./sitemap";

const ORIGIN = "http://lumiere.localhost:5000";

describe("sitemapXml", () => {
  it("lists absolute URLs on the given origin, each path once, with lastmod when known", () => {
    const xml = sitemapXml(ORIGIN, [
      { path: "/" },
      { path: "/boards/3/detail/9", lastModified: "2025-03-01T00:00:00Z" },
      { path: "/" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/boards/3/detail/9</loc><lastmod>2025-03-01T00:00:00.000Z</lastmod></url>`,
    );
  });

  it("escapes XML characters and drops paths that would leave the host or have unreadable dates", () => {
    const xml = sitemapXml(ORIGIN, [
      { path: "/products?a=1&b=<2>" },
      { path: "//evil.example/x" },
      { path: "https://evil.example/" },
      { path: "/events", lastModified: "someday" },
    ]);
    expect(xml).toContain(`<loc>${ORIGIN}/products?a=1&amp;b=&lt;2&gt;</loc>`);
    expect(xml).not.toContain("evil.example");
    expect(xml).toContain(`<url><loc>${ORIGIN}/events</loc></url>`);
  });
});

describe("sitemapXml in several languages (issue 29)", () => {
  it("lists each page in each language, each with every language's address as an alternate", () => {
    const xml = sitemapXml(ORIGIN, [{ path: "/" }, { path: "/events" }], ["ko", "en", "zh-TW"]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<loc>/g)).toHaveLength(6);
    for (const loc of ["/", "/en", "/zh-TW", "/events", "/en/events", "/zh-TW/events"]) {
      expect(xml).toContain(`<loc>${ORIGIN}${loc}</loc>`);
    }
    const english = xml.split("\n").find((line) => line.includes(`<loc>${ORIGIN}/en/events</loc>`));
    expect(english).toContain(`<xhtml:link rel="alternate" hreflang="ko" href="${ORIGIN}/events"/>`);
    expect(english).toContain(`<xhtml:link rel="alternate" hreflang="zh-TW" href="${ORIGIN}/zh-TW/events"/>`);
  });
});

describe("robotsTxt", () => {
  it("allows everything but previews, the API, search and short links, and names the host's sitemap", () => {
    const text = robotsTxt(ORIGIN, { live: true });
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /preview/",
      "Disallow: /api/",
      "Disallow: /search",
      "Disallow: /s/",
      "",
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      "",
    ]);
  });

  it("disallows everything before launch", () => {
    expect(robotsTxt(ORIGIN, { live: false })).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("linkedIds", () => {
  it("finds internal /{section}/{id} links once, in order, ignoring queries and other paths", () => {
    const urls = [
      "/boards/2",
      "/cscenter/boards/5",
      "/boards/2?page=3",
      "/boards/7/",
      "/boards/7/detail/1",
      "https://other.example/boards/9",
      "/boards/abc",
      "/boards/0",
      null,
      " /boards/11#top ",
    ];
    expect(linkedIds(urls, "boards")).toEqual([2, 7, 11]);
    expect(linkedIds(["/brandings/4", "/boards/1"], "brandings")).toEqual([4]);
  });
});
