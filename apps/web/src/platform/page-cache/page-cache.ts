// The web server's page cache (decision 0023): answers a clinic's public pages from memory before Next sees the
// request, the way a CDN in front of the site would, and drops a clinic's pages when its content changes.

import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { captureResponse } from "./capture.ts";
import { holdAnswer } from "./hold.ts";
import { createPageStore, type PageStore } from "./page-store.ts";
import { COALESCE_WAIT_MS, cacheKey, STATUS_HEADER, sitesOfRevalidation } from "./rules.ts";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
type Found = NonNullable<ReturnType<PageStore["lookup"]>>;

const REVALIDATE_PATH = "/ops/revalidate";
const SERVER_ERROR = 500;
/**
 * Keys whose last answer could not be kept (a signed-in page, a redirect, a 404) go straight to Next for this long,
 * without waiting for another visitor's render of the same URL.
 */
const UNKEPT_MS = 60_000;
const MAX_UNKEPT_KEYS = 10_000;

/**
 * Wraps Next's request handler.
 */
export function createPageCache(
  handle: RequestHandler,
  { store = createPageStore(), now = Date.now }: { store?: PageStore; now?: () => number } = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  /** Renders in flight for keys with nothing kept: later requests for the key wait for them. */
  const rendering = new Map<string, Promise<void>>();
  /** Keys whose answers are known not to be kept, each for UNKEPT_MS; the least recently used goes first. */
  const unkept = new LRUCache<string, true>({
    max: MAX_UNKEPT_KEYS,
    // An entry's age equal to the ttl still counts as held by lru-cache: one millisecond less ends it at UNKEPT_MS.
    ttl: UNKEPT_MS - 1,
    ttlAutopurge: false,
    // As in the page store: read the injected clock on every check, moved off 0 (which lru-cache reads as unset).
    ttlResolution: 0,
    perf: { now: () => now() + 1 },
  });

  function rememberUnkept(key: string) {
    unkept.set(key, true);
  }

  function knownUnkept(key: string) {
    return unkept.get(key) === true;
  }

  /** Next renders the page; a keepable answer is kept, and waiting requests are released either way. */
  function render(req: IncomingMessage, res: ServerResponse, key: string | null, refreshing: boolean) {
    // A render that began before a content change was announced may show the old content: it is not kept.
    const generation = store.generation();
    const done = captureResponse(res, {
      capture: key !== null,
      onFinish(answer) {
        if (key === null) return;
        if (answer === null) {
          // The visitor left mid-answer: nothing is known about the page.
          if (refreshing) store.refreshFailed(key);
        } else if (answer.kept && store.generation() !== generation) {
          store.forget(key);
        } else if (answer.kept) {
          const { site, stale } = answer.kept;
          store.put(key, { site, headers: answer.headers, body: answer.body, stale });
          unkept.delete(key);
        } else if (refreshing && answer.status >= SERVER_ERROR) {
          // Next could not render (the API restarting): the kept copy stays in service for the rest of its stale
          // time, and a request tries again a moment later.
          store.refreshFailed(key, { backOff: true });
        } else {
          store.forget(key);
          rememberUnkept(key);
        }
      },
    });
    if (key !== null) res.setHeader(STATUS_HEADER, refreshing ? "EXPIRED" : "MISS");
    return Promise.resolve(handle(req, res)).then(() => done);
  }

  async function renderCoalesced(req: IncomingMessage, res: ServerResponse, key: string) {
    let release = () => {};
    rendering.set(
      key,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    try {
      await render(req, res, key, false);
    } finally {
      rendering.delete(key);
      release();
    }
  }

  function serve(req: IncomingMessage, res: ServerResponse, found: Found) {
    const { page, state } = found;
    for (const [name, value] of page.headers) res.setHeader(name, value as OutgoingHttpHeader);
    res.setHeader("age", String(Math.max(0, Math.floor((now() - page.storedAt) / 1000))));
    res.setHeader(STATUS_HEADER, state === "fresh" ? "HIT" : "STALE");
    const etag = res.getHeader("etag");
    if (etag !== undefined && req.headers["if-none-match"] === etag) {
      res.statusCode = 304;
      res.removeHeader("content-encoding");
      res.end();
      return;
    }
    res.statusCode = 200;
    res.end(page.body);
  }

  /** The clinics a content change names lose their pages before the announcer reads the answer. */
  async function dropOnRevalidation(req: IncomingMessage, res: ServerResponse) {
    holdAnswer(res, (answer) => {
      if (answer.status >= 200 && answer.status < 300) store.drop(sitesOfRevalidation(decoded(answer)));
    });
    await handle(req, res);
  }

  return async function pageCache(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === "POST" && req.url?.split("?", 1)[0] === REVALIDATE_PATH)
      return dropOnRevalidation(req, res);
    const key = cacheKey(req);
    if (key === null || knownUnkept(key)) {
      await render(req, res, null, false);
      return;
    }

    let found = store.lookup(key);
    if (found === null && rendering.has(key)) {
      await waitAtMost(rendering.get(key), COALESCE_WAIT_MS);
      found = store.lookup(key);
    }
    if (found === null) return renderCoalesced(req, res, key);
    if (found.refresh) {
      await render(req, res, key, true);
      return;
    }
    serve(req, res, found);
  };
}

/** The answer's text as Next wrote it before compressing it for the caller; "" when it cannot be read. */
function decoded(answer: { rawHeaders: Record<string, unknown>; body: Buffer }): string {
  const encoding = String(answer.rawHeaders["content-encoding"] ?? "").trim();
  try {
    if (encoding === "gzip") return gunzipSync(answer.body).toString("utf8");
    if (encoding === "deflate") return inflateSync(answer.body).toString("utf8");
    if (encoding === "br") return brotliDecompressSync(answer.body).toString("utf8");
    return answer.body.toString("utf8");
  } catch {
    return "";
  }
}

function waitAtMost(promise: Promise<void> | undefined, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() =>
    clearTimeout(timer),
  );
}
