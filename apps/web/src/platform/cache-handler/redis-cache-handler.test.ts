import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCacheHandlerClass, type RedisCacheHandlerInstance } from "./redis-cache-handler.mjs";
import { createRedisStore, type RedisStore } from "./redis-store.mjs";
import {
  deleteKeys,
  fetchValue,
  recordingLog,
  redisUnavailableReason,
  TEST_REDIS_URL,
  uniquePrefix,
  untilConnected,
  waitFor,
} from "./redis-test-support";

const skipReason = await redisUnavailableReason();
if (skipReason) console.info(`[skip] Redis cache handler tests: ${skipReason}`);

const SITE_TAGS = ["site:lumiere", "site:lumiere:products"];
const fetchGet = (tags = SITE_TAGS) => ({ kind: "FETCH", tags, softTags: ["_N_T_/layout"] });
const fetchSet = (tags = SITE_TAGS) => ({ fetchCache: true, tags });

describe.skipIf(skipReason !== null)("Redis cache handler shared by two web servers", () => {
  const prefix = uniquePrefix();
  const stores: RedisStore[] = [];
  let serverA: RedisCacheHandlerInstance;
  let serverB: RedisCacheHandlerInstance;

  /** One web server: its own connection, as a separate process would have. */
  function webServer(): RedisCacheHandlerInstance {
    const store = createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix, log: recordingLog() });
    stores.push(store);
    const Handler = createCacheHandlerClass(() => store);
    return new Handler({});
  }

  beforeAll(async () => {
    serverA = webServer();
    serverB = webServer();
    // The connection opens in the background; a lookup before it is ready is a miss, which these tests avoid.
    await Promise.all([untilConnected(serverA), untilConnected(serverB)]);
  });

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await deleteKeys(prefix);
  });

  it("returns what was stored, with the time it was stored", async () => {
    const before = Date.now();
    await serverA.set("round-trip", fetchValue('{"name":"루미에르"}', SITE_TAGS), fetchSet());
    const hit = await serverA.get("round-trip", fetchGet());
    expect(hit?.value.data.body).toBe('{"name":"루미에르"}');
    expect(hit?.value.kind).toBe("FETCH");
    expect(hit?.lastModified).toBeGreaterThanOrEqual(before - 1_000);
    expect(await serverA.get("never-stored", fetchGet())).toBeNull();
  });

  it("keeps a rendered page's binary payload and segment map intact", async () => {
    const rscData = Buffer.from([0, 1, 2, 250, 255]);
    const page = {
      kind: "APP_PAGE",
      html: "<html>하늘</html>",
      rscData,
      headers: { "x-next-cache-tags": "site:haneul,_N_T_/layout" },
      status: 200,
      postponed: undefined,
      segmentData: new Map([["/_index", Buffer.from("segment")]]),
    };
    await serverA.set("/haneul/products", page, { cacheControl: { revalidate: 60, expire: 3600 } });
    const hit = await serverB.get("/haneul/products", { kind: "APP_PAGE", isFallback: false });
    expect(hit?.value.html).toBe("<html>하늘</html>");
    expect(Buffer.compare(hit?.value.rscData, rscData)).toBe(0);
    expect(hit?.value.segmentData.get("/_index").toString()).toBe("segment");
    expect(hit?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
  });

  it("serves an answer cached by one server to the other", async () => {
    await serverA.set("agree", fetchValue("[1,2,3]", SITE_TAGS), fetchSet());
    const onB = await serverB.get("agree", fetchGet());
    expect(onB?.value.data.body).toBe("[1,2,3]");
  });

  it("makes every server miss entries of a tag revalidated on any server, and only those", async () => {
    await serverA.set("products", fetchValue("old products", SITE_TAGS), fetchSet());
    await serverA.set("other-site", fetchValue("haneul", ["site:haneul"]), fetchSet(["site:haneul"]));
    await serverB.revalidateTag("site:lumiere:products", { expire: 0 });

    expect(await serverA.get("products", fetchGet())).toBeNull();
    expect(await serverB.get("products", fetchGet())).toBeNull();
    expect((await serverA.get("other-site", fetchGet(["site:haneul"])))?.value.data.body).toBe("haneul");

    // An answer fetched after the revalidation is cached again.
    await serverA.set("products", fetchValue("new products", SITE_TAGS), fetchSet());
    expect((await serverB.get("products", fetchGet()))?.value.data.body).toBe("new products");
  });

  it("checks the tags stored with an entry even when the lookup names none (rendered pages)", async () => {
    const page = { kind: "APP_ROUTE", body: Buffer.from("sitemap"), status: 200, headers: {} };
    page.headers = { "x-next-cache-tags": "site:page-test,site:page-test:pages" };
    await serverA.set("/page-test/sitemap.xml", page, {
      cacheControl: { revalidate: 300, expire: undefined },
    });
    expect(
      await serverB.get("/page-test/sitemap.xml", { kind: "APP_ROUTE", isFallback: false }),
    ).not.toBeNull();
    await serverA.revalidateTag(["site:page-test"]);
    expect(await serverB.get("/page-test/sitemap.xml", { kind: "APP_ROUTE", isFallback: false })).toBeNull();
  });

  it("serves an entry once more as stale when its tag was only marked stale (cache-life profile)", async () => {
    await serverA.set("stale-me", fetchValue("stale body", ["site:stale"]), fetchSet(["site:stale"]));
    await serverB.revalidateTag("site:stale", { expire: 3600 });
    const hit = await serverA.get("stale-me", fetchGet(["site:stale"]));
    expect(hit?.value.data.body).toBe("stale body");
    // Old enough that Next refreshes it in the background.
    expect(hit?.lastModified).toBeLessThan(Date.now() - 3_600_000);
  });

  it("forgets an entry once its revalidate window and the stale window after it have passed", async () => {
    await serverA.set("short-lived", fetchValue("brief", ["site:brief"], 1), fetchSet(["site:brief"]));
    expect(await serverB.get("short-lived", fetchGet(["site:brief"]))).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(await serverB.get("short-lived", fetchGet(["site:brief"]))).toBeNull();
  });
});

describe("Redis cache handler while Redis is down", () => {
  it("answers every lookup with a miss, swallows writes and logs the outage once", async () => {
    const log = recordingLog();
    // Port 1 refuses connections on loopback: nothing listens there.
    const store = createRedisStore({ url: "redis://127.0.0.1:1", keyPrefix: uniquePrefix(), log });
    const Handler = createCacheHandlerClass(() => store);
    const handler = new Handler({});
    try {
      const started = Date.now();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await handler.get("anything", fetchGet())).toBeNull();
        await expect(
          handler.set("anything", fetchValue("x", SITE_TAGS), fetchSet()),
        ).resolves.toBeUndefined();
        await expect(handler.revalidateTag("site:lumiere")).resolves.toBeUndefined();
      }
      expect(Date.now() - started).toBeLessThan(1_000);
      await waitFor(async () => log.error.mock.calls.length > 0, 2_000);
      // Reconnect attempts keep failing; the operator still sees one line for the outage.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await handler.get("anything", fetchGet())).toBeNull();
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls[0]?.[0]).toMatch(/Redis unavailable/);
    } finally {
      await store.close();
    }
  });

  it("leaves Next's own cache in charge when REDIS_URL is unset", async () => {
    const Handler = createCacheHandlerClass(() => null);
    const handler = new Handler({});
    await handler.set("k", fetchValue("x", SITE_TAGS), fetchSet());
    expect(await handler.get("k", fetchGet())).toBeNull();
  });
});
