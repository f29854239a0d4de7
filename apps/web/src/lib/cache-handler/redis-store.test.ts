import { afterAll, describe, expect, it } from "vitest";
import { startTcpProxy } from "../../../../../scripts/lib/tcp-proxy.mjs";
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
});
