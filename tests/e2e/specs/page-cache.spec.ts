import { randomUUID } from "node:crypto";
import { REVALIDATE_TOKEN, WEB_PORT } from "../support/env";
import { rawRequest } from "../support/raw-http";
import { expect, test } from "../support/test";

// The page cache in front of Next (apps/web/server.mjs, decision 0023), seen from outside: what a visitor's
// request gets from it, and what it must never keep. A fresh query string per test keeps other specs' requests
// out of these keys.
const CACHE = "x-page-cache";
const INTERNAL = ["x-page-cache-site", "x-page-cache-public"];
const unique = () => `utm_content=e2e-${randomUUID().slice(0, 8)}`;
const get = (host: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest("GET", `${host}.localhost`, path, { "accept-encoding": "identity", ...headers });

test.describe("page cache", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour: one run is enough");

  test("answers a public page from memory for the next visitor, per clinic, without internal headers", async () => {
    for (const path of [`/?${unique()}`, `/cscenter/notice?${unique()}`]) {
      const first = await get("lumiere", path);
      expect(first.status, path).toBe(200);
      // When Next answered from its own stale prerender (its revalidate time had passed since another spec's
      // request), the copy is kept as already stale and each request refreshes it (EXPIRED) until Next's
      // background render has landed; from then on the page is answered from memory.
      let kept = first;
      let again = await get("lumiere", path);
      for (let tries = 0; again.headers[CACHE] === "EXPIRED" && tries < 20; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        kept = again;
        again = await get("lumiere", path);
      }
      expect(again.headers[CACHE], path).toBe("HIT");
      expect(again.body, path).toBe(kept.body);
      for (const name of INTERNAL) expect(again.headers[name], name).toBeUndefined();

      const other = await get("haneul", path);
      expect(other.headers[CACHE], path).toBe("MISS");
      expect(other.body).toContain("하늘 성형외과");
      expect(other.body).not.toContain("루미에르 피부과");
    }
  });

  test("never keeps a page for one visitor: the my-page, a preview, a client navigation", async () => {
    for (const [path, headers] of [
      ["/mypage", {}],
      [`/products?${unique()}`, { cookie: "__prerender_bypass=e2e" }],
      [`/products?${unique()}`, { rsc: "1" }],
    ] as const) {
      await get("lumiere", path, headers);
      const again = await get("lumiere", path, headers);
      expect(again.headers[CACHE], path).not.toBe("HIT");
      expect(again.headers[CACHE], path).not.toBe("STALE");
    }
  });

  test("drops a clinic's pages when its content change is announced, and only that clinic's", async () => {
    const path = `/events?${unique()}`;
    await get("lumiere", path);
    await get("haneul", path);
    const announced = await fetch(`http://127.0.0.1:${WEB_PORT}/ops/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${REVALIDATE_TOKEN}` },
      body: JSON.stringify({ site: "lumiere", tables: ["events"] }),
    });
    expect(announced.status).toBe(200);
    expect((await get("lumiere", path)).headers[CACHE]).toBe("MISS");
    expect((await get("haneul", path)).headers[CACHE]).toBe("HIT");
  });

  test("a new Seoul day drops every clinic's pages, and Next renders them again instead of yesterday's", async () => {
    const path = `/products/category/event?${unique()}`;
    for (const host of ["lumiere", "haneul"]) {
      await get(host, path);
      await expect.poll(async () => (await get(host, path)).headers[CACHE], { timeout: 10_000 }).toBe("HIT");
    }
    const turned = await fetch(`http://127.0.0.1:${WEB_PORT}/ops/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${REVALIDATE_TOKEN}` },
      body: JSON.stringify({ dayTurn: new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10) }),
    });
    expect(turned.status).toBe(200);
    expect(await turned.json()).toEqual({ revalidated: ["storefront:seoul-day"] });
    for (const host of ["lumiere", "haneul"]) {
      const next = await get(host, path);
      expect(next.headers[CACHE], host).toBe("MISS");
      // Not Next's prerender of yesterday served while it renders today's in the background.
      expect(String(next.headers["x-nextjs-cache"] ?? "").toUpperCase(), host).not.toBe("STALE");
    }
    const bad = await fetch(`http://127.0.0.1:${WEB_PORT}/ops/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${REVALIDATE_TOKEN}` },
      body: JSON.stringify({ dayTurn: "2026-13-45" }),
    });
    expect(bad.status).toBe(400);
  });
});
