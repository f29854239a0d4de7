// The Redis cache handler (src/platform/cache-handler/redis-cache-handler.mjs) is loaded by Next outside the app bundle,
// so the route reaches its store through the writer it leaves on globalThis rather than through an import.
const TAG_WRITER = Symbol.for("clinic.redis-tag-writer");

interface TagWriter {
  confirmTags(tags: string[], durations: { expire?: number } | undefined): Promise<boolean>;
}

/**
 * Writes the tags' revalidation to the shared Redis cache now and says whether it got there. False when Redis did
 * not take it (the store keeps it and writes it once Redis is back) or when the handler is not loaded: either way
 * other web servers may still serve the old content, so the change must not be acknowledged.
 */
export async function confirmTagWrites(tags: string[], durations: { expire?: number }): Promise<boolean> {
  const writer = (globalThis as Record<symbol, TagWriter | undefined>)[TAG_WRITER];
  if (!writer) return false;
  try {
    return await writer.confirmTags(tags, durations);
  } catch {
    return false;
  }
}
