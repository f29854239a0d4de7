// GET /ops/page-cache: what this process keeps (issue 28's memory per kept page), for the bench and an operator.
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PageStore } from "./page-store.ts";

export const STATS_PATH = "/ops/page-cache";
const NEXT_STORE = Symbol.for("clinic.memory-cache-store");

function authorised(header: string | undefined, token: string): boolean {
  if (!header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Answers the stats request (kept pages and their bytes, the process's memory) and returns true; false for any
 * other request. Only with the revalidation token: the figures are nobody else's business. Without a token the
 * path is like any other (Next answers it, with a 404).
 */
export function answerCacheStats(
  req: IncomingMessage,
  res: ServerResponse,
  { token, store }: { token: string | undefined; store: PageStore },
): boolean {
  if (token === undefined || req.method !== "GET" || req.url?.split("?", 1)[0] !== STATS_PATH) return false;
  if (!authorised(req.headers.authorization, token)) {
    res.statusCode = 401;
    res.end();
    return true;
  }
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  // Next's cache without REDIS_URL (cache-handler/memory-cache-handler.mjs), once Next has loaded it.
  const nextStore = (globalThis as Record<symbol, { stats(): unknown } | undefined>)[NEXT_STORE];
  res.setHeader("content-type", "application/json");
  res.setHeader("cache-control", "no-store");
  res.end(
    JSON.stringify({
      pageCache: store.stats(),
      nextCache: nextStore?.stats() ?? null,
      memory: { rss, heapUsed, external, arrayBuffers },
    }),
  );
  return true;
}
