// Erasable TypeScript: server.mjs and the cache handler run it on Node's type stripping, outside Next's compiler.

/**
 * `bytes` in memory of its own size. A Buffer can be a view of a larger one: zlib hands back an output that fits in
 * one chunk as a view of its 64 kB chunk buffer, and a small Buffer.concat comes from Node's pool of 64 kB slabs
 * (Node 24). Kept for long in a cache bounded by the bytes it counts, such a view holds the whole larger buffer
 * (issue 28: 628 MB of buffers in a web process whose two caches were at their 64 MB bounds). So what a cache keeps
 * is copied out first, outside the pool.
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}
