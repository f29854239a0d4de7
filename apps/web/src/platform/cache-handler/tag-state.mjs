// A tag's record in Redis is "stale,expired": the Redis-clock milliseconds at which revalidateTag marked entries
// carrying it stale, and from which they count as gone. Both times come from Redis' clock (see redis-store.mjs),
// like every entry's lastModified, so web servers with drifting clocks still agree.

/**
 * @param {string | null | undefined} record
 * @returns {{ stale: number; expired: number } | null}
 */
export function parseTagRecord(record) {
  if (!record) return null;
  const [stale, expired] = record.split(",").map(Number);
  if (!Number.isFinite(stale) || !Number.isFinite(expired)) return null;
  return { stale: /** @type {number} */ (stale), expired: /** @type {number} */ (expired) };
}

/**
 * What the tags' records say about an entry written at lastModified, following Next's own rules
 * (tags-manifest: expired once the expiry has passed and is newer than the entry; stale when marked after it).
 * A revalidation at the very instant of the write wins: the entry's data was fetched before it.
 * An immediate expiry (expired equal to stale) counts as passed without consulting this server's clock.
 * @param {Array<string | null | undefined>} records
 * @param {number} lastModified
 * @param {number} now this server's clock, only for expiries set in the future
 * @returns {"fresh" | "stale" | "expired"}
 */
export function tagVerdict(records, lastModified, now = Date.now()) {
  let verdict = /** @type {"fresh" | "stale"} */ ("fresh");
  for (const raw of records) {
    const record = parseTagRecord(raw);
    if (!record) continue;
    if (record.expired >= lastModified && record.expired <= Math.max(now, record.stale)) return "expired";
    if (record.stale >= lastModified) verdict = "stale";
  }
  return verdict;
}
