import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ENTRY_TTL_SECONDS } from "./constants.mjs";
import { serializeEntry } from "./entry-codec.mjs";
import { createCacheHandlerClass, type RedisCacheHandlerInstance } from "./redis-cache-handler.mjs";
import { createRedisStore, type RedisStore } from "./redis-store.mjs";
import {
  deleteKeys,
  recordingLog,
  redisUnavailableReason,
  TEST_REDIS_URL,
  uniquePrefix,
  untilConnected,
} from "./redis-test-support";

const skipReason = await redisUnavailableReason();
if (skipReason) console.info(`[skip] Redis entry storage tests: ${skipReason}`);

/** Handlers built without a server directory keep pages under this scope. */
const PAGE_SCOPE = "build-unknown";
/** Next's default expire for a page: one year. */
const NEXT_DEFAULT_EXPIRE_SECONDS = 31_536_000;
const PAGE_REVALIDATE_SECONDS = 300;

/** A rendered clinic page about the size issue 24 measured (~270 kB of JSON): HTML and its RSC payload. */
function renderedPage() {
  const items = Array.from(
    { length: 400 },
    (_, index) =>
      `<li class="product"><a href="/lumiere/products/${index}">시술 ${index}: 루미에르 의원 레이저 토닝 ${index * 7}회</a><span>${(index * 1_3900).toLocaleString("ko-KR")}원</span></li>`,
  ).join("");
  const html = `<!DOCTYPE html><html lang="ko"><body><main><ul>${items}</ul></main></body></html>`;
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`0:${JSON.stringify({ tree: html })}`),
    headers: { "x-next-cache-tags": "site:lumiere,site:lumiere:products" },
    status: 200,
    postponed: undefined,
    segmentData: new Map([["/_index", Buffer.from("segment")]]),
  };
}

describe.skipIf(skipReason !== null)("Redis entries as stored", () => {
  const prefix = uniquePrefix();
  const stores: RedisStore[] = [];
  const redis = createClient({ url: TEST_REDIS_URL });
  let serverA: RedisCacheHandlerInstance;
  let serverB: RedisCacheHandlerInstance;

  const webServer = () => {
    const store = createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix, log: recordingLog() });
    stores.push(store);
    return new (createCacheHandlerClass(() => store))({});
  };
  const pageKey = (path: string) => `${prefix}:e:${PAGE_SCOPE}:${path}`;

  beforeAll(async () => {
    serverA = webServer();
    serverB = webServer();
    await Promise.all([untilConnected(serverA), untilConnected(serverB), redis.connect()]);
  });

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    redis.destroy();
    await deleteKeys(prefix);
  });

  it("keeps a rendered page compressed, for its revalidate and stale windows only, and reads it back equal", async () => {
    const page = renderedPage();
    const json = Buffer.byteLength(serializeEntry({ value: page }));
    expect(json).toBeGreaterThan(100_000);
    await serverA.set("/lumiere/products", page, {
      cacheControl: { revalidate: PAGE_REVALIDATE_SECONDS, expire: NEXT_DEFAULT_EXPIRE_SECONDS },
    });

    const stored = await redis.strLen(pageKey("/lumiere/products"));
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(json / 4);
    const ttl = await redis.ttl(pageKey("/lumiere/products"));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(PAGE_REVALIDATE_SECONDS * 2);

    const hit = await serverB.get("/lumiere/products", { kind: "APP_PAGE", isFallback: false });
    expect(hit?.value.html).toBe(page.html);
    expect(Buffer.compare(hit?.value.rscData, page.rscData)).toBe(0);
    expect(hit?.value.segmentData.get("/_index").toString()).toBe("segment");
    expect(hit?.value.headers).toEqual(page.headers);
  });

  it("keeps a page that never revalidates for a bounded time, not for Next's year", async () => {
    await serverA.set("/lumiere/terms", renderedPage(), {
      cacheControl: { revalidate: false, expire: NEXT_DEFAULT_EXPIRE_SECONDS },
    });
    const ttl = await redis.ttl(pageKey("/lumiere/terms"));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(MAX_ENTRY_TTL_SECONDS);
    expect(MAX_ENTRY_TTL_SECONDS).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it("still reads a page stored as plain JSON by the previous version", async () => {
    const page = renderedPage();
    const time = await redis.time();
    const lastModified = Number(time[0]) * 1000;
    await redis.set(
      pageKey("/lumiere/legacy"),
      `${lastModified}\n${serializeEntry({ value: page, tags: ["site:lumiere"] })}`,
      { EX: 60 },
    );
    const hit = await serverB.get("/lumiere/legacy", { kind: "APP_PAGE", isFallback: false });
    expect(hit?.lastModified).toBe(lastModified);
    expect(hit?.value.html).toBe(page.html);
    expect(Buffer.compare(hit?.value.rscData, page.rscData)).toBe(0);
  });
});
