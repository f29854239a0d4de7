import { describe, expect, it } from "vitest";
import { isApiPath, planRoute } from "./route-plan";

describe("planRoute", () => {
  it("prefixes every path with the site key", () => {
    expect(planRoute("/", "lumiere", "LIVE")).toEqual({ kind: "rewrite", pathname: "/lumiere/ko" });
    expect(planRoute("/products/12", "haneul", "LIVE")).toEqual({
      kind: "rewrite",
      pathname: "/haneul/ko/products/12",
    });
  });

  it("cannot be steered into another tenant through the path", () => {
    expect(planRoute("/haneul", "lumiere", "LIVE")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/ko/haneul",
    });
  });

  it("sends every page to /ready while the site is not live, but keeps /api working", () => {
    expect(planRoute("/", "lumiere", "READY")).toEqual({ kind: "rewrite", pathname: "/lumiere/ko/ready" });
    expect(planRoute("/events", "lumiere", "READY")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/ko/ready",
    });
    expect(planRoute("/ready", "lumiere", "READY")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/ko/ready",
    });
    expect(planRoute("/api/partners/this", "lumiere", "READY")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/api/partners/this",
    });
  });

  it("serves robots.txt and sitemap.xml per tenant; before launch robots.txt still answers itself", () => {
    expect(planRoute("/robots.txt", "haneul", "LIVE")).toEqual({
      kind: "rewrite",
      pathname: "/haneul/robots.txt",
    });
    expect(planRoute("/sitemap.xml", "haneul", "LIVE")).toEqual({
      kind: "rewrite",
      pathname: "/haneul/sitemap.xml",
    });
    expect(planRoute("/robots.txt", "lumiere", "READY")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/robots.txt",
    });
    expect(planRoute("/sitemap.xml", "lumiere", "READY")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/ko/ready",
    });
  });

  it("sends Naver's verification file to its handler, before launch too; other paths are untouched", () => {
    const file = "/naver5c1e7a3b9d2f4e8a6b0c1d3e5f7a9b2c.html";
    for (const deploy of ["LIVE", "READY"] as const) {
      expect(planRoute(file, "haneul", deploy)).toEqual({
        kind: "rewrite",
        pathname: `/haneul/naver-verification${file}`,
      });
    }
    for (const path of [
      "/naver.html",
      "/naverzz12345678.html",
      "/sub/naver5c1e7a3b.html",
      "/naver5c1e7a3b.htm",
    ]) {
      expect(planRoute(path, "haneul", "LIVE")).toEqual({ kind: "rewrite", pathname: `/haneul/ko${path}` });
    }
  });

  it("leaves short links /s/{code} to their page, and to the pre-launch page before launch", () => {
    expect(planRoute("/s/event", "lumiere", "LIVE")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/ko/s/event",
    });
    expect(planRoute("/s/event", "lumiere", "READY")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/ko/ready",
    });
  });

  it("renders normally when the deploy status is unknown", () => {
    expect(planRoute("/events", "lumiere", "UNKNOWN")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/ko/events",
      publicQueryPage: true,
    });
  });

  it("marks the pages that read only their query string as the same for every visitor", () => {
    for (const path of [
      "/products",
      "/events",
      "/boards/3",
      "/cscenter/notice",
      "/cscenter/faq",
      "/search",
    ]) {
      expect(planRoute(path, "lumiere", "LIVE"), path).toMatchObject({ publicQueryPage: true });
    }
    for (const path of [
      "/mypage",
      "/login",
      "/cscenter/boards/1",
      "/cscenter/boards/1/write",
      "/products/12",
    ]) {
      expect(planRoute(path, "lumiere", "LIVE"), path).not.toHaveProperty("publicQueryPage");
    }
    expect(planRoute("/products", "lumiere", "READY")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/ko/ready",
    });
  });

  it("puts a language's pages under its segment, the same rules after the prefix (issue 29)", () => {
    expect(planRoute("/en", "lumiere", "LIVE")).toEqual({ kind: "rewrite", pathname: "/lumiere/en" });
    expect(planRoute("/ja/products/12", "haneul", "LIVE")).toEqual({
      kind: "rewrite",
      pathname: "/haneul/ja/products/12",
    });
    expect(planRoute("/zh-TW/events", "lumiere", "LIVE")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/zh-TW/events",
      publicQueryPage: true,
    });
    expect(planRoute("/en/mypage", "lumiere", "LIVE")).not.toHaveProperty("publicQueryPage");
    expect(planRoute("/en/events", "lumiere", "READY")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/en/ready",
    });
    // Another language's prefix cannot reach the site's files or another tenant.
    expect(planRoute("/en/haneul", "lumiere", "LIVE")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/en/haneul",
    });
    expect(planRoute("/en/robots.txt", "lumiere", "LIVE")).toEqual({
      kind: "rewrite",
      pathname: "/lumiere/en/robots.txt",
    });
  });

  it("sends another spelling of a prefix, and /ko, to the one address", () => {
    expect(planRoute("/zh-cn/events", "lumiere", "LIVE")).toEqual({
      kind: "redirect",
      pathname: "/zh-CN/events",
    });
    expect(planRoute("/EN", "lumiere", "LIVE")).toEqual({ kind: "redirect", pathname: "/en" });
    expect(planRoute("/ko/products", "lumiere", "LIVE")).toEqual({ kind: "redirect", pathname: "/products" });
    expect(planRoute("/ko", "lumiere", "LIVE")).toEqual({ kind: "redirect", pathname: "/" });
  });

  it("marks unknown hosts, telling API calls from pages", () => {
    expect(planRoute("/", null, "UNKNOWN")).toEqual({ kind: "unknown-site", api: false });
    expect(planRoute("/api/partners/this", null, "UNKNOWN")).toEqual({ kind: "unknown-site", api: true });
  });
});

describe("isApiPath", () => {
  it("matches /api and below only", () => {
    expect(isApiPath("/api")).toBe(true);
    expect(isApiPath("/api/banners")).toBe(true);
    expect(isApiPath("/apiary")).toBe(false);
  });
});
