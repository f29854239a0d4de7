// The storefront's production server: Next.js behind the page cache (decision 0023). `npm start`, the bench and
// the container run this instead of `next start`, which offers no place for a cache in front of Next.
//
//   WEB_PORT (or PORT)   where to listen, default 3000, on every interface like `next start`
//   KEEP_ALIVE_TIMEOUT_MS idle keep-alive time (default 65 s): above the 60 s idle timeout of common load balancers,
//                        which otherwise reuse a connection the server is closing (a reset, a 502)
//   PAGE_CACHE=off       serve every request through Next (to compare, or to rule the cache out)
//   WEB_TRUSTED_PROXIES  comma-separated addresses / CIDR ranges of the load balancers in front (docs/deploy.md):
//                        only their X-Forwarded-For and X-Forwarded-Proto are believed; empty = nobody's
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { setForwardedHeaders } from "./src/lib/client-address/client-address.ts";
import { parseTrustedProxies } from "./src/lib/client-address/trusted-proxies.ts";
import { createPageCache } from "./src/lib/page-cache/page-cache.ts";
import { guardApiBody } from "./src/lib/security/api-body-limit.ts";
import { answerBadRequest, isMalformedTarget } from "./src/lib/security/malformed-request.ts";

// Like `next start`: a production server whatever the caller's environment says (Next reads it as it loads).
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const { default: next } = await import("next");

const SHUTDOWN_GRACE_MS = 10_000;
const port = Number(process.env.WEB_PORT ?? process.env.PORT ?? 3000);
const keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT_MS ?? 65_000);
const cacheOn = process.env.PAGE_CACHE !== "off";
// Read here only: a bad entry stops the server at start.
const trustedProxies = parseTrustedProxies(process.env.WEB_TRUSTED_PROXIES);

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
const serve = cacheOn ? createPageCache(handle) : handle;

const server = createServer((req, res) => {
  // Before the cache and Next read them: the visitor's address and scheme come from the connection, or from a
  // trusted proxy's headers, never from what the visitor wrote (the API's per-address limits count by it).
  setForwardedHeaders(req, trustedProxies);
  // Next cannot route an address it cannot decode and would answer a bare 500 without the security headers.
  if (isMalformedTarget(req.url)) return answerBadRequest(req, res);
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
server.listen(port, () => {
  console.info(`[web] listening on port ${port}${cacheOn ? "" : " (page cache off)"}`);
});

// SIGTERM (a deploy, `npm start` stopping): stop accepting, let requests in flight finish, then exit.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
}
