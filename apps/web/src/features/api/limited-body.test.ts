import { describe, expect, it } from "vitest";
import { readLimitedBody } from "./limited-body";

const LIMIT = 1024;

/** A chunked upload: a stream of `count` chunks of `size` bytes, counting how many were pulled. */
function streamed(count: number, size: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === count) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
  const request = new Request("http://lumiere.localhost/api/x", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("readLimitedBody", () => {
  it("reads a body within the limit whole", async () => {
    const request = new Request("http://x/", { method: "POST", body: "x".repeat(LIMIT) });
    const result = await readLimitedBody(request, LIMIT);
    expect(result.ok && result.body.byteLength).toBe(LIMIT);
  });

  it("refuses a declared length over the limit without reading the body", async () => {
    const { request, pulled } = streamed(100, 512);
    const declared = new Request(request, { headers: { "content-length": String(LIMIT + 1) } });
    expect(await readLimitedBody(declared, LIMIT)).toEqual({ ok: false });
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it("refuses a declared length that is not a number", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      body: "{}",
      headers: { "content-length": "abc" },
    });
    expect(await readLimitedBody(request, LIMIT)).toEqual({ ok: false });
  });

  it("counts a chunked body as it streams and stops just past the limit", async () => {
    const { request, pulled } = streamed(10_000, 512);
    expect(await readLimitedBody(request, LIMIT)).toEqual({ ok: false });
    // 3 chunks of 512 pass 1024; the stream's own read-ahead may pull one or two more, never the rest.
    expect(pulled()).toBeLessThan(10);
  });

  it("reads a chunked body within the limit", async () => {
    const { request } = streamed(2, 512);
    const result = await readLimitedBody(request, LIMIT);
    expect(result.ok && result.body.byteLength).toBe(1024);
  });

  it("answers an empty body for a request without one", async () => {
    const result = await readLimitedBody(new Request("http://x/", { method: "POST" }), LIMIT);
    expect(result.ok && result.body.byteLength).toBe(0);
  });
});
