import { createClient } from "@redis/client";
import {
  COMMAND_TIMEOUT_MS,
  CONNECT_TIMEOUT_MS,
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_STEP_MS,
  TAG_RECORD_TTL_SECONDS,
} from "./constants.mjs";
import { decodeEntry, encodeEntry } from "./entry-codec.mjs";

// Entries and tag records are stamped with Redis' clock (TIME inside the script), never a web server's, so a
// revalidation on one server and a write on another compare times taken from the same clock. Milliseconds with
// the microseconds as fraction: a write and a revalidation within one millisecond are still ordered.
const WRITE_ENTRY = `
local t = redis.call('TIME')
local now = string.format('%.3f', tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000)
redis.call('SET', KEYS[1], now .. '\\n' .. ARGV[1], 'EX', ARGV[2])
return now`;

// ARGV[1]: 'now' (expire at once, Next's default), 'keep' (mark stale, keep the expiry) or seconds until expiry.
const EXPIRE_TAGS = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
for _, key in ipairs(KEYS) do
  local expired = now
  if ARGV[1] == 'keep' then
    local previous = redis.call('GET', key)
    expired = previous and tonumber(string.match(previous, ',(.+)$')) or 0
  elseif ARGV[1] ~= 'now' then
    expired = now + tonumber(ARGV[1]) * 1000
  end
  redis.call('SET', key, string.format('%.3f,%.3f', now, expired), 'EX', ARGV[2])
end
return #KEYS`;

/** @param {{ expire?: number } | undefined} durations */
const expiryArgument = (durations) =>
  durations === undefined ? "now" : durations.expire === undefined ? "keep" : String(durations.expire);

/**
 * One connection to Redis shared by every request of a web server. Any failure is a miss: lookups answer null and
 * writes are dropped, with one log line per outage. Tag revalidations that could not be written are kept and
 * written when Redis is back, before any lookup is answered again.
 * @param {{ url: string; keyPrefix: string; log?: Pick<Console, "error" | "info" | "warn"> }} options
 */
export function createRedisStore({ url, keyPrefix, log = console }) {
  const client = createClient({
    url,
    // Without this a command issued while disconnected waits for the reconnect, holding the page.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (attempt) => Math.min(attempt * RECONNECT_STEP_MS, RECONNECT_MAX_DELAY_MS),
    },
  });
  /** @type {Map<string, { expire?: number } | undefined>} */
  const pendingTags = new Map();
  let healthy = true;

  /** @param {unknown} error */
  const reportFailure = (error) => {
    if (!healthy) return;
    healthy = false;
    const reason = error instanceof Error ? error.message : String(error);
    log.error(`[cache] Redis unavailable (${reason}); serving without the shared cache until it is back`);
  };
  client.on("error", reportFailure);
  client.on("ready", () => {
    if (!healthy) log.info("[cache] Redis reachable again; shared cache restored");
    healthy = true;
    void flushPendingTags().catch(reportUnlessWaiting);
  });
  // The first request of a fresh server waits for the first connection attempt (about a millisecond when Redis is
  // up, CONNECT_TIMEOUT_MS at most) rather than missing and dropping its writes.
  const firstAttempt = new Promise((resolve) => {
    client.once("ready", resolve);
    client.once("error", resolve);
    setTimeout(resolve, CONNECT_TIMEOUT_MS).unref();
  });
  client.connect().catch(reportFailure);

  const entryKey = (/** @type {string} */ scope, /** @type {string} */ key) =>
    `${keyPrefix}:e:${scope}:${key}`;
  const tagKey = (/** @type {string} */ tag) => `${keyPrefix}:t:${tag}`;

  // Before the first connection, and between reconnect attempts, commands are not even tried: a miss. The
  // connection's own "error" events report the outage, so a server starting up logs nothing.
  const notConnected = new Error("not connected");
  const assertReady = async () => {
    await firstAttempt;
    if (!client.isReady) throw notConnected;
  };
  /** @param {unknown} error */
  const reportUnlessWaiting = (error) => {
    if (error !== notConnected) reportFailure(error);
  };

  /** @param {string[]} tags @param {{ expire?: number } | undefined} durations */
  const writeTags = async (tags, durations) => {
    await assertReady();
    await client.eval(EXPIRE_TAGS, {
      keys: tags.map(tagKey),
      arguments: [expiryArgument(durations), String(TAG_RECORD_TTL_SECONDS)],
    });
  };

  async function flushPendingTags() {
    for (const [tag, durations] of [...pendingTags]) {
      await writeTags([tag], durations);
      // A newer revalidation of the same tag may have been queued meanwhile; keep it.
      if (pendingTags.get(tag) === durations) pendingTags.delete(tag);
    }
  }

  return {
    /**
     * @param {string} scope
     * @param {string} key
     * @param {string[]} tags tags the caller knows of; the entry's own stored tags are looked up as well
     * @returns {Promise<{ lastModified: number; entry: any; tagRecords: Array<string | null> } | null>}
     */
    async read(scope, key, tags) {
      try {
        await assertReady();
        if (pendingTags.size > 0) await flushPendingTags();
        const known = [...new Set(tags)];
        const [raw, ...tagRecords] = await client.mGet([entryKey(scope, key), ...known.map(tagKey)]);
        if (raw == null) return null;
        const newline = raw.indexOf("\n");
        const lastModified = Number(raw.slice(0, newline));
        const entry = /** @type {{ value?: unknown; tags?: unknown } | undefined} */ (
          decodeEntry(raw.slice(newline + 1))
        );
        if (newline < 0 || !Number.isFinite(lastModified) || !entry || typeof entry !== "object") return null;
        /** @type {string[]} */
        const stored = Array.isArray(entry.tags) ? entry.tags : [];
        const extra = stored.filter((tag) => !known.includes(tag));
        if (extra.length > 0) tagRecords.push(...(await client.mGet(extra.map(tagKey))));
        return { lastModified, entry, tagRecords };
      } catch (error) {
        reportUnlessWaiting(error);
        return null;
      }
    },

    /** @param {string} scope @param {string} key @param {unknown} entry @param {number} ttlSeconds */
    async write(scope, key, entry, ttlSeconds) {
      try {
        await assertReady();
        await client.eval(WRITE_ENTRY, {
          keys: [entryKey(scope, key)],
          arguments: [encodeEntry(entry), String(Math.max(1, Math.ceil(ttlSeconds)))],
        });
      } catch (error) {
        reportUnlessWaiting(error);
      }
    },

    /** @param {string[]} tags @param {{ expire?: number } | undefined} durations */
    async expireTags(tags, durations) {
      if (tags.length === 0) return;
      try {
        await writeTags(tags, durations);
      } catch (error) {
        for (const tag of tags) pendingTags.set(tag, durations);
        reportUnlessWaiting(error);
        log.warn(`[cache] revalidation of ${tags.join(", ")} kept until Redis is reachable`);
      }
    },

    async close() {
      client.off("error", reportFailure);
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
