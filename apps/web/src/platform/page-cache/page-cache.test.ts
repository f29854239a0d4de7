import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.ts";
import { createPageStore } from "./page-store.ts";
import { FRESH_MS, PUBLIC_PAGE_HEADER, RETRY_REFRESH_MS, SITE_HEADER } from "./rules.ts";

/** Answers as Next does for a prerendered page: shared caches may keep it (s-maxage). */
const PRERENDERED = "s-maxage=60, stale-while-revalidate=31535940";
const PER_REQUEST = "private, no-cache, no-store, max-age=0, must-revalidate";
const ANNOUNCEMENT_PAUSE_MS = 100;

interface FakeNext {
  calls: string[];
  /** Lets a render wait until the test releases it. */
  hold?: Promise<void>;
  version: number;
  /** The announcement's answer sends its headers and first bytes, then the rest a moment later. */
  slowAnnouncement?: boolean;
  /** Every render fails, as when the API cannot be reached. */
  failing?: boolean;
  /** Next answers from its own stale copy (it is rendering a fresh one). */
  nextStale?: boolean;
  /** Next answers `{}` without a content type, as it does to a prefetch signal, whatever the request says. */
  emptyPrefetch?: boolean;
}

/** A stand-in for Next's handler: the site from the host, the page's kind from its path, a body in two chunks. */
function fakeNext(state: FakeNext) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    state.calls.push(`${req.method} ${req.headers.host} ${req.url}`);
    if (state.hold && req.method !== "POST") await state.hold;
    const url = req.url ?? "/";
    if (req.method === "POST" && url === "/ops/revalidate" && state.slowAnnouncement) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('{"revalidated":');
      await new Promise((resolve) => setTimeout(resolve, ANNOUNCEMENT_PAUSE_MS));
      res.end('["site:lumiere:products"]}');
      return;
    }
    if (req.method === "POST" && url === "/ops/revalidate") {
      // Compressed when the caller accepts it, as Next's compression does.
      const body = JSON.stringify({ revalidated: ["site:lumiere:products"] });
      res.setHeader("content-type", "application/json");
      if (req.headers["accept-encoding"]?.includes("gzip")) {
        res.setHeader("content-encoding", "gzip");
        res.end(gzipSync(body));
      } else res.end(body);
      return;
    }
    const site = (req.headers.host ?? "").split(".")[0] ?? "";
    res.setHeader(SITE_HEADER, site);
    if (url.startsWith("/products")) res.setHeader(PUBLIC_PAGE_HEADER, "1");
    // As Next's base-server does for a proxy prefetch of a page rendered per request (issue 23).
    if (req.headers["x-middleware-prefetch"] || state.emptyPrefetch) {
      res.setHeader("cache-control", PER_REQUEST);
      res.setHeader("x-middleware-skip", "1");
      res.end("{}");
      return;
    }
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("etag", `"v${state.version}"`);
    if (url.startsWith("/missing")) res.statusCode = 404;
    if (state.failing) res.statusCode = 500;
    if (state.nextStale) res.setHeader("x-nextjs-cache", "STALE");
    if (url.startsWith("/mypage")) res.setHeader("cache-control", PER_REQUEST);
    else if (url.startsWith("/products")) res.setHeader("cache-control", PER_REQUEST);
    else res.setHeader("cache-control", PRERENDERED);
    if (url.startsWith("/welcome")) res.setHeader("set-cookie", "seen=1; Path=/");
    res.write(`<p>${site} ${url} `);
    res.end(`v${state.version}</p>`);
  };
}

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      server?.closeAllConnections();
      return server ? server.close(() => resolve()) : resolve();
    }),
);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** node:http rather than fetch, which may not set the Host header (the clinic). */
function send(port: number, path: string, headers: Record<string, string>, method: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path, method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The status as soon as the answer's headers arrive, as a caller that does not wait for the body sees it. */
function statusOnHeaders(port: number, path: string, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path, method }, (incoming) => {
      resolve(incoming.statusCode ?? 0);
      incoming.resume();
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function start(state: FakeNext, now?: () => number) {
  const store = createPageStore(now ? { now } : {});
  const cache = createPageCache(fakeNext(state), { store, ...(now ? { now } : {}) });
  server = createServer((req, res) => void cache(req, res));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(
    (path: string, headers: Record<string, string> = {}, method = "GET") =>
      send(port, path, { host: "lumiere.localhost", ...headers }, method),
    { port },
  );
}

const read = (answer: Answer) => ({
  status: answer.status,
  cache: answer.headers["x-page-cache"],
  body: answer.body,
});

describe("the page cache", () => {
  it("answers a prerendered page from memory after the first render, without the proxy's internal headers", async () => {
    const next: FakeNext = { calls: [], version: 1 };
    const get = await start(next);
    const first = await get("/");
    expect(first.headers[SITE_HEADER]).toBeUndefined();
    expect(read(await first)).toEqual({ status: 200, cache: "MISS", body: "<p>lumiere / v1</p>" });
    const second = await get("/");
    expect(second.headers[SITE_HEADER]).toBeUndefined();
    expect(second.headers["cache-control"]).toBe(PRERENDERED);
    expect(read(await second)).toEqual({ status: 200, cache: "HIT", body: "<p>lumiere / v1</p>" });
    expect(next.calls).toHaveLength(1);
  });

  it("keeps each clinic, URL and compression apart", async () => {
    const next: FakeNext = { calls: [], version: 1 };
    const get = await start(next);
    await get("/");
    expect(read(await get("/", { host: "haneul.localhost" })).body).toBe("<p>haneul / v1</p>");
    expect(read(await get("/?utm_source=x")).cache).toBe("MISS");
    expect(read(await get("/", { "accept-encoding": "gzip" })).cache).toBe("MISS");
    expect(next.calls).toHaveLength(4);
  });

  it("keeps the public query pages per URL, and never per-visitor pages, cookies, errors or previews", async () => {
    const next: FakeNext = { calls: [], version: 1 };
    const get = await start(next);
    for (const path of ["/products?page=2", "/products?page=3"]) {
      await get(path);
      expect(read(await get(path)).cache).toBe("HIT");
    }
    for (const [path, headers] of [
      ["/mypage", {}],
      ["/welcome", {}],
      ["/missing", {}],
      ["/", { cookie: "__prerender_bypass=abc" }],
      ["/", { rsc: "1" }],
    ] as const) {
      await get(path, headers);
      const again = read(await get(path, headers));
      expect(again.cache, path).not.toBe("HIT");
    }
    expect(read(await get("/mypage")).body).toBe("<p>lumiere /mypage v1</p>");
  });

  it("neither answers nor keeps a prefetch or router request, so no visitor gets Next's `{}` for a page", async () => {
    const next: FakeNext = { calls: [], version: 1 };
    const get = await start(next);
    for (const [name, value] of [
      ["x-middleware-prefetch", "1"],
      ["next-router-prefetch", "1"],
      ["next-router-segment-prefetch", "/_tree"],
      ["sec-purpose", "prefetch"],
      ["x-nextjs-data", "1"],
      ["x-middleware-subrequest", "proxy"],
    ] as const) {
      const path = `/products?signal=${name}`;
      // Asked first with the signal: nothing is kept from it.
      const signalled = await get(path, { [name]: value });
      expect(signalled.headers["x-page-cache"], name).toBeUndefined();
      const visitor = read(await get(path));
      expect(visitor, name).toEqual({ status: 200, cache: "MISS", body: `<p>lumiere ${path} v1</p>` });
      // Asked again with the signal once the page is kept: Next answers it, not the cache.
      expect((await get(path, { [name]: value })).headers["x-page-cache"], name).toBeUndefined();
      expect(read(await get(path)).cache, name).toBe("HIT");
    }
  });

  it("never keeps an answer that is not HTML, even to a request that looked like a plain page request", async () => {
    const next: FakeNext = { calls: [], version: 1, emptyPrefetch: true };
    const get = await start(next);
    expect(read(await get("/products?page=9"))).toMatchObject({ status: 200, body: "{}" });
    next.emptyPrefetch = false;
    const visitor = read(await get("/products?page=9"));
    expect(visitor.cache).not.toBe("HIT");
    expect(visitor.body).toBe("<p>lumiere /products?page=9 v1</p>");
  });

  it("drops only the clinic a content change names, whether or not the announcement's answer is compressed", async () => {
    for (const encoding of ["identity", "gzip"]) {
      const next: FakeNext = { calls: [], version: 1 };
      const get = await start(next);
      await get("/");
      await get("/", { host: "haneul.localhost" });
      next.version = 2;
      expect((await get("/ops/revalidate", { "accept-encoding": encoding }, "POST")).status).toBe(200);
      expect(read(await get("/"))).toMatchObject({ cache: "MISS", body: "<p>lumiere / v2</p>" });
      expect(read(await get("/", { host: "haneul.localhost" }))).toMatchObject({
        cache: "HIT",
        body: "<p>haneul / v1</p>",
      });
      await new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      });
      server = undefined;
    }
  });

  it("has dropped the pages by the time the announcer reads the status, even if Next sent its headers first", async () => {
    const next: FakeNext = { calls: [], version: 1, slowAnnouncement: true };
    const get = await start(next);
    await get("/");
    next.version = 2;
    expect(await statusOnHeaders(get.port, "/ops/revalidate", "POST")).toBe(200);
    expect(read(await get("/"))).toMatchObject({ cache: "MISS", body: "<p>lumiere / v2</p>" });
  });

  it("does not keep a page whose render began before a content change was announced", async () => {
    let release = () => {};
    const next: FakeNext = { calls: [], version: 1, hold: new Promise((resolve) => (release = resolve)) };
    const get = await start(next);
    const begun = get("/");
    await expect.poll(() => next.calls.length).toBe(1);
    expect((await get("/ops/revalidate", {}, "POST")).status).toBe(200);
    release();
    expect(read(await begun).body).toBe("<p>lumiere / v1</p>");
    next.version = 2;
    expect(read(await get("/"))).toMatchObject({ cache: "MISS", body: "<p>lumiere / v2</p>" });
  });

  it("renders a page once for many visitors arriving together", async () => {
    let release = () => {};
    const next: FakeNext = { calls: [], version: 1, hold: new Promise((resolve) => (release = resolve)) };
    const get = await start(next);
    const pending = Array.from({ length: 5 }, () => get("/events/1"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const answers = await Promise.all(pending.map(async (response) => read(await response)));
    expect(answers.map((answer) => answer.body)).toEqual(Array(5).fill("<p>lumiere /events/1 v1</p>"));
    expect(next.calls).toHaveLength(1);
  });

  it("after its fresh time serves the kept copy while one request renders anew", async () => {
    let clock = 1_000_000;
    const next: FakeNext = { calls: [], version: 1 };
    const get = await start(next, () => clock);
    await get("/");
    clock += FRESH_MS + 1;
    next.version = 2;
    let release = () => {};
    next.hold = new Promise((resolve) => (release = resolve));
    const refreshing = get("/");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read(await get("/"))).toMatchObject({ cache: "STALE", body: "<p>lumiere / v1</p>" });
    release();
    expect(read(await refreshing)).toMatchObject({ cache: "EXPIRED", body: "<p>lumiere / v2</p>" });
    expect(read(await get("/"))).toMatchObject({ cache: "HIT", body: "<p>lumiere / v2</p>" });
  });

  it("keeps serving the kept copy while Next cannot render the page", async () => {
    let clock = 1_000_000;
    const next: FakeNext = { calls: [], version: 1 };
    const get = await start(next, () => clock);
    await get("/");
    clock += FRESH_MS + 1;
    next.failing = true;
    expect(read(await get("/")).status).toBe(500);
    expect(read(await get("/"))).toMatchObject({ status: 200, cache: "STALE", body: "<p>lumiere / v1</p>" });
    clock += RETRY_REFRESH_MS;
    next.failing = false;
    next.version = 2;
    expect(read(await get("/"))).toMatchObject({
      status: 200,
      cache: "EXPIRED",
      body: "<p>lumiere / v2</p>",
    });
  });

  it("keeps Next's own stale copy as stale: one request asks Next again, the others are answered from memory", async () => {
    const next: FakeNext = { calls: [], version: 1, nextStale: true };
    const get = await start(next);
    expect(read(await get("/"))).toMatchObject({ cache: "MISS", body: "<p>lumiere / v1</p>" });
    next.nextStale = false;
    next.version = 2;
    let release = () => {};
    next.hold = new Promise((resolve) => (release = resolve));
    const asking = get("/");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read(await get("/"))).toMatchObject({ cache: "STALE", body: "<p>lumiere / v1</p>" });
    release();
    expect(read(await asking)).toMatchObject({ cache: "EXPIRED", body: "<p>lumiere / v2</p>" });
    expect(read(await get("/"))).toMatchObject({ cache: "HIT", body: "<p>lumiere / v2</p>" });
  });

  it("answers 304 to a browser that holds the same version", async () => {
    const next: FakeNext = { calls: [], version: 1 };
    const get = await start(next);
    await get("/");
    const revalidated = await get("/", { "if-none-match": '"v1"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
  });
});
