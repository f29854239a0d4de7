import { createClient, RESP_TYPES } from "@redis/client";
import {
  COMMAND_TIMEOUT_MS,
  CONNECT_TIMEOUT_MS,
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_STEP_MS,
  RETRY_AFTER_FAILURE_MS,
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

const NEWLINE = 0x0a;

/**
 * One connection to Redis shared by every request of a web server. Any failure is a miss: lookups answer null and
 * writes are dropped, with one log line per outage. After a failure Redis is left alone for RETRY_AFTER_FAILURE_MS,
 * then tried again (or at once when the connection is re-established), so an outage, a slow spell or a paused
 * server ends by itself. Tag revalidations that could not be written are kept and written when Redis is back,
 * before any lookup is answered again.
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
  // Entries are compressed bytes: read them as Buffers, not as (mangled) UTF-8 strings.
  const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  /** @type {Map<string, { expire?: number } | undefined>} */
  const pendingTags = new Map();
  let healthy = true;
  /** While unhealthy: before this time (this server's clock) no command is tried. */
  let retryAt = 0;

  /** @param {unknown} error */
  const reportFailure = (error) => {
    retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
    if (!healthy) return;
    healthy = false;
    const reason = error instanceof Error ? error.message : String(error);
    log.error(`[cache] Redis unavailable (${reason}); serving without the shared cache until it is back`);
  };
  const reportRecovery = () => {
    if (healthy) return;
    healthy = true;
    retryAt = 0;
    log.info("[cache] Redis reachable again; shared cache restored");
  };
  client.on("error", reportFailure);
  client.on("ready", () => {
    reportRecovery();
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

  // Before the first connection, between reconnect attempts and during the pause after a failure, commands are
  // not even tried: a miss. The failure itself was reported, so a server starting up or waiting logs nothing.
  const notConnected = new Error("not connected");
  const assertReady = async () => {
    await firstAttempt;
    if (!client.isReady) throw notConnected;
    if (healthy) return;
    if (Date.now() < retryAt) throw notConnected;
    // This operation tries Redis again; others keep missing until it has succeeded or the next pause is over.
    retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
  };
  /** @param {unknown} error */
  const reportUnlessWaiting = (error) => {
    if (error !== notConnected) reportFailure(error);
  };

  // The client's own command timeout only covers commands still waiting to be sent: one written to a Redis that
  // is paused or swamped waits for the answer however long it takes, holding the page. So each command races a
  // timer; its late answer is still read off the connection and dropped, keeping later answers in order.
  const timedOut = new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`);
  /**
   * @template T
   * @param {Promise<T>} command
   * @returns {Promise<T>}
   */
  const withinDeadline = async (command) => {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const deadline = new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(timedOut), COMMAND_TIMEOUT_MS);
    });
    command.catch(() => {});
    try {
      const result = /** @type {T} */ (await Promise.race([command, deadline]));
      reportRecovery();
      return result;
    } finally {
      clearTimeout(timer);
    }
  };

  // Not gated by assertReady: a lookup that is allowed to try Redis writes the kept revalidations first.
  /** @param {string[]} tags @param {{ expire?: number } | undefined} durations */
  const sendTags = async (tags, durations) => {
    await withinDeadline(
      client.eval(EXPIRE_TAGS, {
        keys: tags.map(tagKey),
        arguments: [expiryArgument(durations), String(TAG_RECORD_TTL_SECONDS)],
      }),
    );
  };

  /** @param {string[]} tags @param {{ expire?: number } | undefined} durations */
  const writeTags = async (tags, durations) => {
    await assertReady();
    await sendTags(tags, durations);
  };

  /** @param {string[]} keys @returns {Promise<Array<Buffer | null>>} */
  const getAll = (keys) => withinDeadline(binary.mGet(keys));

  async function flushPendingTags() {
    for (const [tag, durations] of [...pendingTags]) {
      await sendTags([tag], durations);
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
        const [raw, ...tagRecords] = await getAll([entryKey(scope, key), ...known.map(tagKey)]);
        if (raw == null) return null;
        // "{lastModified}\n{entry}": the time is text written by the script, the entry compressed bytes.
        const newline = raw.indexOf(NEWLINE);
        if (newline < 0) return null;
        const lastModified = Number(raw.subarray(0, newline).toString("latin1"));
        const entry = /** @type {{ value?: unknown; tags?: unknown } | undefined} */ (
          await decodeEntry(raw.subarray(newline + 1))
        );
        if (!Number.isFinite(lastModified) || !entry || typeof entry !== "object") return null;
        /** @type {string[]} */
        const stored = Array.isArray(entry.tags) ? entry.tags : [];
        const extra = stored.filter((tag) => !known.includes(tag));
        if (extra.length > 0) tagRecords.push(...(await getAll(extra.map(tagKey))));
        return {
          lastModified,
          entry,
          tagRecords: tagRecords.map((record) => record?.toString("utf8") ?? null),
        };
      } catch (error) {
        reportUnlessWaiting(error);
        return null;
      }
    },

    /** @param {string} scope @param {string} key @param {unknown} entry @param {number} ttlSeconds */
    async write(scope, key, entry, ttlSeconds) {
      try {
        await assertReady();
        const encoded = await encodeEntry(entry);
        await withinDeadline(
          client.eval(WRITE_ENTRY, {
            keys: [entryKey(scope, key)],
            arguments: [encoded, String(Math.max(1, Math.ceil(ttlSeconds)))],
          }),
        );
      } catch (error) {
        reportUnlessWaiting(error);
      }
    },

    /** @param {string[]} tags @param {{ expire?: number } | undefined} durations */
    async expireTags(tags, durations) {
      await this.expireTagsConfirmed(tags, durations);
    },

    /**
     * Like expireTags, and says whether the tags reached Redis now (true) or were only kept to be written once it
     * is back (false): POST /ops/revalidate must not acknowledge a change other servers cannot see yet.
     * @param {string[]} tags @param {{ expire?: number } | undefined} durations
     */
    async expireTagsConfirmed(tags, durations) {
      if (tags.length === 0) return true;
      try {
        await writeTags(tags, durations);
        return true;
      } catch (error) {
        for (const tag of tags) pendingTags.set(tag, durations);
        reportUnlessWaiting(error);
        log.warn(`[cache] revalidation of ${tags.join(", ")} kept until Redis is reachable`);
        return false;
      }
    },

    async close() {
      client.off("error", reportFailure);
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
