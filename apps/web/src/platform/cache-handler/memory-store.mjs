import { LRUCache } from "lru-cache";
import { MAX_ENTRY_TTL_SECONDS, TAG_RECORD_TTL_SECONDS } from "./constants.mjs";
import { decodeEntry, encodeEntry } from "./entry-codec.mjs";

/** Tags are a few per clinic and content kind: this only bounds a flood of made-up ones. */
const MAX_TAG_RECORDS = 100_000;

/**
 * Next's data and page cache of one web server without Redis (issue 28): the Redis store's contract (read, write,
 * expireTags) in this process's memory, entries gzip-compressed (entry-codec) and bounded in bytes, the least
 * recently used first out, each gone after a day at most. Next's own default keeps every page
 * uncompressed on disk and in memory (about 200 kB a page); this keeps about a tenth of it and writes no file.
 * @param {{ maxBytes: number; now?: () => number }} options
 */
export function createMemoryStore({ maxBytes, now = Date.now }) {
  /** @type {LRUCache<string, { lastModified: number; stored: Buffer }>} */
  const entries = new LRUCache({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (entry) => Math.max(1, entry.stored.length),
    ttlAutopurge: false,
  });
  /** Each tag's "stale,expired" record, as the Redis store writes it (tag-state.mjs reads both). */
  /** @type {LRUCache<string, string>} */
  const tagRecords = new LRUCache({
    max: MAX_TAG_RECORDS,
    ttl: TAG_RECORD_TTL_SECONDS * 1000,
    ttlAutopurge: false,
  });
  const entryKey = (/** @type {string} */ scope, /** @type {string} */ key) => `${scope}:${key}`;

  return {
    /**
     * @param {string} scope
     * @param {string} key
     * @param {string[]} tags
     * @returns {Promise<{ lastModified: number; entry: any; tagRecords: Array<string | null> } | null>}
     */
    async read(scope, key, tags) {
      const held = entries.get(entryKey(scope, key));
      if (!held) return null;
      const entry = /** @type {{ tags?: unknown } | undefined} */ (await decodeEntry(held.stored));
      if (!entry || typeof entry !== "object") return null;
      const stored = Array.isArray(entry.tags) ? entry.tags : [];
      const all = [...new Set([...tags, ...stored])];
      return {
        lastModified: held.lastModified,
        entry,
        tagRecords: all.map((tag) => tagRecords.get(tag) ?? null),
      };
    },

    /**
     * Kept up to a day, not only the handler's stale window (`_ttlSeconds`, which bounds Redis): memory is bounded
     * in bytes here, and a page past its window is then served once more while Next renders it again in the
     * background, as with Next's own cache, instead of making its next visitor wait for a render.
     * @param {string} scope @param {string} key @param {unknown} entry @param {number} _ttlSeconds
     */
    async write(scope, key, entry, _ttlSeconds) {
      const lastModified = now();
      const stored = await encodeEntry(entry);
      entries.set(entryKey(scope, key), { lastModified, stored }, { ttl: MAX_ENTRY_TTL_SECONDS * 1000 });
    },

    /** @param {string[]} tags @param {{ expire?: number } | undefined} durations */
    async expireTags(tags, durations) {
      await this.expireTagsConfirmed(tags, durations);
    },

    /**
     * Like the Redis store's: without durations a tag's entries expire now; with an expire (seconds) they are stale
     * now and expire then; with durations but no expire they are stale and keep their earlier expiry.
     * @param {string[]} tags @param {{ expire?: number } | undefined} durations
     */
    async expireTagsConfirmed(tags, durations) {
      const at = now();
      for (const tag of tags) {
        let expired = at;
        if (durations !== undefined && durations.expire === undefined) {
          const previous = tagRecords.get(tag);
          expired = previous ? Number(previous.split(",")[1]) || 0 : 0;
        } else if (durations?.expire !== undefined) expired = at + durations.expire * 1000;
        tagRecords.set(tag, `${at.toFixed(3)},${expired.toFixed(3)}`);
      }
      return true;
    },

    /** Bytes and entries held (the bench's memory per kept page). */
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),

    async close() {},
  };
}
