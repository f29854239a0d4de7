/**
 * A request body read up to a limit (the API's bodyLimit, for the same-origin pass-through): a declared
 * content-length over it is refused without reading a byte, and a body without one (chunked) is counted as it
 * streams and abandoned as soon as it passes the limit, so no oversized body is held in memory or sent on.
 */
export type LimitedBody = { ok: true; body: ArrayBuffer } | { ok: false };

export async function readLimitedBody(request: Request, limit: number): Promise<LimitedBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= limit)) return { ok: false };
  if (request.body === null) return { ok: true, body: new ArrayBuffer(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop pulling: the rest is never buffered here.
      await reader.cancel().catch(() => {});
      return { ok: false };
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, body: body.buffer };
}
