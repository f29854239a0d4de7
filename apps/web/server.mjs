// The storefront's production server: Next.js behind the page cache (decision 0023). `npm start`, the bench and
// the container run this instead of `next start`, which offers no place for a cache in front of Next.
//
//   WEB_PORT (or PORT)   where to listen, default 3000, on every interface like `next start`
//   KEEP_ALIVE_TIMEOUT_MS idle keep-alive time (default 65 s): above the 60 s idle timeout of common load balancers,
//                        which otherwise reuse a connection the server is closing (a reset, a 502)
//   SHUTDOWN_GRACE_MS    after SIGTERM, the longest requests in flight may take (default 10 s); a stop exits as soon
//                        as nothing is left in flight (decision 0038)
//   PAGE_CACHE=off       serve every request through Next (to compare, or to rule the cache out)
//   PAGE_CACHE_MB        megabytes of kept pages (default 64; src/platform/memory/memory-limits.ts)
//   PAGE_CACHE_FRESH_SECONDS  how long a kept page is served before Next is asked again, unless an announced change
//                        drops it first (default 3600, decision 0049; a few seconds for several instances without Redis)
//   WEB_TRUSTED_PROXIES  comma-separated addresses / CIDR ranges of the load balancers in front (docs/deploy.md):
//                        only their X-Forwarded-For and X-Forwarded-Proto are believed; empty = nobody's
//   REDIS_URL, REDIS_KEY_PREFIX, REVALIDATE_TOKEN  with all set, this server hears every content change on the
//                        Redis announcements channel and applies it in its own process (decision 0027)
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { startDayTurn } from "./src/platform/announcements/day-turn.ts";
import { startAnnouncementSubscriber } from "./src/platform/announcements/subscriber.mjs";
import { redisCacheConfig } from "./src/platform/cache-handler/redis-config.mjs";
import { setForwardedHeaders } from "./src/platform/client-address/client-address.ts";
import { parseTrustedProxies } from "./src/platform/client-address/trusted-proxies.ts";
import { trackForGracefulStop } from "./src/platform/graceful-stop/graceful-stop.ts";
import { withFirstScript } from "./src/platform/head-script/first-script.ts";
import { memoryLimits } from "./src/platform/memory/memory-limits.ts";
import { createPageCache } from "./src/platform/page-cache/page-cache.ts";
import { createPageStore } from "./src/platform/page-cache/page-store.ts";
import { answerCacheStats } from "./src/platform/page-cache/stats-endpoint.ts";
import { guardApiBody } from "./src/platform/security/api-body-limit.ts";
import { answerBadRequest, isMalformedTarget } from "./src/platform/security/malformed-request.ts";

// Like `next start`: a production server whatever the caller's environment says (Next reads it as it loads).
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const { default: next } = await import("next");

const port = Number(process.env.WEB_PORT ?? process.env.PORT ?? 3000);
const keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT_MS ?? 65_000);
const shutdownGraceMs = Number(process.env.SHUTDOWN_GRACE_MS || 10_000);
const cacheOn = process.env.PAGE_CACHE !== "off";
// Read here only: a bad entry stops the server at start.
const trustedProxies = parseTrustedProxies(process.env.WEB_TRUSTED_PROXIES);
// The same rules as the cache handler's, and the same outcome for a bad value: reported, and the server runs on
// without the shared cache and without announcements.
const redis = (() => {
  try {
    return redisCacheConfig(process.env);
  } catch (error) {
    console.error(`[web] ${error instanceof Error ? error.message : error}; content changes are not heard`);
    return null;
  }
})();
const revalidateToken = process.env.REVALIDATE_TOKEN?.trim() || undefined;

// Next compares a proxy rewrite's origin with the request's, built from this host name: "localhost" is what
// `next start` uses and what request.nextUrl carries, so a rewrite stays inside this server.
const app = next({
  dev: false,
  dir: fileURLToPath(new URL(".", import.meta.url)),
  hostname: "localhost",
  port,
});
await app.prepare();
const handle = app.getRequestHandler();
const limits = memoryLimits();
const pageStore = createPageStore({ maxTotalBytes: limits.pageCacheBytes, freshMs: limits.pageFreshMs });
// Between the cache and Next: pages get the data-layer bootstrap as their first script (decision 0034).
const render = withFirstScript(handle);
const serve = cacheOn ? createPageCache(render, { store: pageStore }) : render;

const server = createServer();
// Event streams (the console's live queue) never end by themselves: a stop cuts them, and the browsers' EventSource
// reconnects to another server behind the load balancer.
const stopper = trackForGracefulStop(server, {
  isEndless: (req) => /\btext\/event-stream\b/i.test(String(req.headers.accept ?? "")),
});
server.on("request", (req, res) => {
  // Before the cache and Next read them: the visitor's address and scheme come from the connection, or from a
  // trusted proxy's headers, never from what the visitor wrote (the API's per-address limits count by it).
  setForwardedHeaders(req, trustedProxies);
  // Next cannot route an address it cannot decode and would answer a bare 500 without the security headers.
  if (isMalformedTarget(req.url)) return answerBadRequest(req, res);
  if (answerCacheStats(req, res, { token: revalidateToken, store: pageStore })) return;
  // Next would read a body of any size before the pass-through could refuse it.
  guardApiBody(req, res, (request) =>
    Promise.resolve(serve(request, res)).catch((error) => {
      console.error("[web] request failed", error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("content-type", "text/plain; charset=utf-8");
      }
      res.end();
    }),
  );
});
server.keepAliveTimeout = keepAliveTimeout;
/** @type {{ close(): Promise<void> } | null} */
let subscriber = null;
/** @type {{ close(): void } | null} */
let dayTurn = null;
server.listen(port, () => {
  console.info(`[web] listening on port ${port}${cacheOn ? "" : " (page cache off)"}`);
  // Every process turns its own day at Seoul midnight (what is current changes with no row changing).
  dayTurn = startDayTurn({
    revalidateUrl: `http://127.0.0.1:${port}/ops/revalidate`,
    token: revalidateToken ?? "",
    dropPages: (sites) => pageStore.drop(sites),
  });
  if (!redis) return;
  if (!revalidateToken) {
    console.warn("[web] REDIS_URL without REVALIDATE_TOKEN: content changes are not heard");
    return;
  }
  // Through this server's own address, so the change is applied by Next in this process (see subscriber.mjs).
  subscriber = startAnnouncementSubscriber({
    redisUrl: redis.url,
    keyPrefix: redis.keyPrefix,
    revalidateUrl: `http://127.0.0.1:${port}/ops/revalidate`,
    token: revalidateToken,
    dropPages: (sites) => pageStore.drop(sites),
  });
});

// SIGTERM (a deploy, `npm start` stopping): stop accepting, answer the requests in flight and close each connection
// once it is idle (graceful-stop.ts), then exit at once; the grace period only bounds a stop that hangs.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void subscriber?.close();
    dayTurn?.close();
    void stopper.stop().then(() => process.exit(0));
    setTimeout(() => {
      console.error(
        `[web] stopped after ${shutdownGraceMs} ms with ${stopper.inFlight()} requests unanswered`,
      );
      process.exit(1);
    }, shutdownGraceMs).unref();
  });
}
