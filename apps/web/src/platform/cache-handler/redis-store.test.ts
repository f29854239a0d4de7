import { createClient } from "@redis/client";
import { startTcpProxy } from "@repo/scripts/lib/tcp-proxy.mjs";
import { afterAll, describe, expect, it } from "vitest";
import { COMMAND_TIMEOUT_MS } from "./constants.mjs";
import { createCacheHandlerClass } from "./redis-cache-handler.mjs";
import { createRedisStore } from "./redis-store.mjs";
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
if (skipReason) console.info(`[skip] Redis outage tests: ${skipReason}`);
const RECONNECT_WAIT_MS = 5_000;

/** Longer than a command's deadline and the pause after a failure, short enough not to hold other tests up. */
const REDIS_PAUSE_MS = 1_500;
/** A lookup that gives up at its deadline answers within it, plus this much for the test's own work. */
const DEADLINE_SLACK_MS = 300;
/** A lookup that does not even try Redis answers within this. */
const AT_ONCE_MS = 100;

/** Redis' own port, when TEST_REDIS_URL names none. */
const REDIS_DEFAULT_PORT = 6379;

/** A TCP relay to the real Redis that the test can cut and restore, like a network partition. */
function redisRelay() {
  const target = new URL(TEST_REDIS_URL);
  return startTcpProxy({ host: target.hostname, port: Number(target.port || REDIS_DEFAULT_PORT) });
}

describe.skipIf(skipReason !== null)("Redis store through an outage", () => {
  const prefix = uniquePrefix();
  afterAll(() => deleteKeys(prefix));

  it("misses while Redis is unreachable and applies a revalidation made meanwhile once it is back", async () => {
    const relay = await redisRelay();
    const logA = recordingLog();
    const storeA = createRedisStore({ url: `redis://127.0.0.1:${relay.port}`, keyPrefix: prefix, log: logA });
    const storeB = createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix, log: recordingLog() });
    const serverA = new (createCacheHandlerClass(() => storeA))({});
    const serverB = new (createCacheHandlerClass(() => storeB))({});
    const lookup = { kind: "FETCH", tags: ["site:lumiere:banners"] };
    const cached = async (handler: typeof serverA) => (await handler.get("banners", lookup)) !== null;
    try {
      await untilConnected(serverA);
      await serverB.set("banners", fetchValue("old banners", ["site:lumiere:banners"]), {
        fetchCache: true,
        tags: ["site:lumiere:banners"],
      });
      await waitFor(() => cached(serverA), RECONNECT_WAIT_MS);

      await relay.cut();
      expect(await serverA.get("banners", lookup)).toBeNull();
      await expect(serverA.revalidateTag("site:lumiere:banners", { expire: 0 })).resolves.toBeUndefined();
      expect(logA.error).toHaveBeenCalledTimes(1);
      expect(logA.warn.mock.calls[0]?.[0]).toMatch(/site:lumiere:banners kept until Redis is reachable/);

      await relay.restore();
      await waitFor(async () => logA.info.mock.calls.length > 0, RECONNECT_WAIT_MS);
      // The revalidation made during the outage reached Redis: the other server no longer serves the old entry.
      await waitFor(async () => !(await cached(serverB)), RECONNECT_WAIT_MS);
      expect(await serverA.get("banners", lookup)).toBeNull();
      expect(logA.info.mock.calls[0]?.[0]).toMatch(/reachable again/);
    } finally {
      await storeA.close();
      await storeB.close();
      await relay.close();
    }
  });
  it("says whether a tag write reached Redis, so POST /ops/revalidate can refuse to acknowledge one that did not", async () => {
    const relay = await redisRelay();
    const store = createRedisStore({
      url: `redis://127.0.0.1:${relay.port}`,
      keyPrefix: prefix,
      log: recordingLog(),
    });
    const reader = createClient({ url: TEST_REDIS_URL });
    await reader.connect();
    const tagKey = `${prefix}:t:site:haneul:notices-confirmed`;
    try {
      await waitFor(
        () => store.expireTagsConfirmed(["site:haneul:warm-up"], { expire: 0 }),
        RECONNECT_WAIT_MS,
      );
      expect(await store.expireTagsConfirmed(["site:haneul:notices-confirmed"], { expire: 0 })).toBe(true);
      await reader.del(tagKey);

      await relay.cut();
      expect(await store.expireTagsConfirmed(["site:haneul:notices-confirmed"], { expire: 0 })).toBe(false);
      expect(await reader.get(tagKey)).toBeNull();

      // Kept, not lost: written once Redis is back.
      await relay.restore();
      await waitFor(async () => (await reader.get(tagKey)) !== null, RECONNECT_WAIT_MS);
    } finally {
      reader.destroy();
      await store.close();
      await relay.close();
    }
  });

  it("misses while Redis does not answer in time, then uses it again once it does", async () => {
    const log = recordingLog();
    const storeA = createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix, log });
    const storeB = createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix, log: recordingLog() });
    const serverA = new (createCacheHandlerClass(() => storeA))({});
    const serverB = new (createCacheHandlerClass(() => storeB))({});
    const tags = ["site:paused"];
    const lookup = { kind: "FETCH", tags };
    const put = (handler: typeof serverA, key: string, body: string, entryTags = tags) =>
      handler.set(key, fetchValue(body, entryTags), { fetchCache: true, tags: entryTags });
    const newsTags = ["site:paused:news"];
    const newsLookup = { kind: "FETCH", tags: newsTags };
    // A second connection pauses the server: connections stay open, commands are accepted and not answered.
    const admin = createClient({ url: TEST_REDIS_URL });
    try {
      await Promise.all([untilConnected(serverA), untilConnected(serverB), admin.connect()]);
      await put(serverA, "before", "cached before the pause");
      await put(serverA, "news", "news before the pause", newsTags);
      expect(await serverA.get("before", lookup)).not.toBeNull();
      expect(await serverB.get("news", newsLookup)).not.toBeNull();

      await admin.sendCommand(["CLIENT", "PAUSE", String(REDIS_PAUSE_MS), "ALL"]);
      let started = Date.now();
      expect(await serverA.get("before", lookup)).toBeNull();
      expect(Date.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS + DEADLINE_SLACK_MS);
      // Right after a timeout Redis is not asked at all: no page waits for it again meanwhile.
      started = Date.now();
      expect(await serverA.get("before", lookup)).toBeNull();
      await put(serverA, "during", "dropped while paused");
      await serverA.revalidateTag(newsTags, { expire: 0 });
      expect(Date.now() - started).toBeLessThan(AT_ONCE_MS);
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls[0]?.[0]).toMatch(/Redis unavailable \(Redis did not answer within/);

      // Once the pause is over, server A's lookups are answered from Redis again, and the revalidation it kept
      // was written before the first of them: server B no longer serves the old news.
      await waitFor(async () => (await serverA.get("before", lookup)) !== null, RECONNECT_WAIT_MS);
      expect(await serverB.get("news", newsLookup)).toBeNull();
      // A value server A writes is read back by server B: A writes to Redis again.
      await waitFor(async () => {
        await put(serverA, "after", "cached after the pause");
        return (await serverB.get("after", lookup)) !== null;
      }, RECONNECT_WAIT_MS);
      expect((await serverA.get("before", lookup))?.value.data.body).toBe("cached before the pause");
      expect(await serverB.get("during", lookup)).toBeNull();
      expect(log.info.mock.calls.map((call) => call[0])).toEqual([expect.stringMatching(/reachable again/)]);
    } finally {
      admin.destroy();
      await storeA.close();
      await storeB.close();
    }
  });
});
