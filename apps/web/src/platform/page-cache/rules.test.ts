import { describe, expect, it } from "vitest";
import { cacheKey, keepable, SITE_HEADER } from "./rules.ts";

const page = (headers: Record<string, string> = {}, url = "/products?page=2") => ({
  method: "GET",
  url,
  headers: { host: "lumiere.localhost", ...headers },
});

/**
 * Every request signal Next.js 16 reacts to with something other than the page's HTML (an RSC payload, `{}`, a
 * server action, an internal route), and browser prefetches: each one alone keeps the request out of the cache.
 */
const SIGNALS: Record<string, string> = {
  "x-middleware-prefetch": "1",
  rsc: "1",
  "next-router-prefetch": "1",
  "next-router-segment-prefetch": "/_tree",
  "next-router-state-tree": "%5B%22%22%5D",
  "next-url": "/products",
  "next-hmr-refresh": "1",
  "next-action": "abc123",
  "x-nextjs-data": "1",
  "x-matched-path": "/[site]/products",
  "x-now-route-matches": "site=lumiere",
  "next-resume": "1",
  "x-next-resume-state-length": "10",
  "x-prerender-revalidate": "secret",
  "x-prerender-revalidate-if-generated": "1",
  "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
  "x-middleware-invoke": "1",
  "x-invoke-path": "/products",
  "next-test-proxy-port": "1234",
  "next-test-data": "x",
  "sec-purpose": "prefetch;prerender",
  purpose: "prefetch",
  "x-purpose": "preview",
  "x-moz": "prefetch",
};

describe("which requests the page cache may answer", () => {
  it("takes a plain page request", () => {
    expect(cacheKey(page())).toBe("http://lumiere.localhost/products?page=2\n");
    expect(cacheKey(page({ "sec-purpose": "" }))).not.toBeNull();
  });

  it.each(Object.entries(SIGNALS))("stays out of a request with %s", (name, value) => {
    expect(cacheKey(page({ [name]: value }))).toBeNull();
    expect(cacheKey(page({ [name]: value }, "/"))).toBeNull();
  });

  it("stays out of an event stream (the console's live queue), which never ends", () => {
    const stream = page({ accept: "text/event-stream" }, "/clinics/1/reservations/pending/stream");
    expect(cacheKey(stream)).toBeNull();
    expect(cacheKey(page({ accept: "text/html,application/xhtml+xml" }))).not.toBeNull();
  });

  it("stays out of a router request named only by its _rsc query parameter, encoded or not", () => {
    for (const url of ["/products?_rsc=1a2b3", "/events?page=2&_rsc", "/search?%5Frsc=x&q=a"]) {
      expect(cacheKey(page({}, url)), url).toBeNull();
    }
    expect(cacheKey(page({}, "/products?not_rsc=1"))).not.toBeNull();
  });
});

describe("which answers the page cache may keep", () => {
  const answer = (contentType: string | undefined) => ({
    [SITE_HEADER]: "lumiere",
    "x-page-cache-public": "1",
    ...(contentType === undefined ? {} : { "content-type": contentType }),
  });

  it("keeps a full HTML page", () => {
    expect(keepable(200, answer("text/html; charset=utf-8"))).toEqual({ site: "lumiere", stale: false });
    expect(keepable(200, answer("TEXT/HTML"))).not.toBeNull();
  });

  it.each([
    ["no content type (Next's `{}` to a proxy prefetch)", undefined],
    ["JSON", "application/json"],
    ["an RSC payload", "text/x-component"],
    ["plain text", "text/plain; charset=utf-8"],
    ["a look-alike", "text/html-fragment"],
  ])("never keeps %s", (_label, contentType) => {
    expect(keepable(200, answer(contentType))).toBeNull();
  });
});
