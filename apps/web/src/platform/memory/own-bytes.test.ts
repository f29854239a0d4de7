import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ownBytes } from "./own-bytes.ts";

describe("ownBytes", () => {
  it("copies a view of a larger buffer into memory of its own size, with the same bytes", () => {
    const small = gzipSync("안녕하세요");
    const view = Buffer.concat([small]);
    // Node hands small buffers out of a shared slab; the copy holds only itself.
    const own = ownBytes(view);
    expect(own.equals(small)).toBe(true);
    expect(own.buffer.byteLength).toBe(own.length);
    const slice = Buffer.alloc(70_000, 1).subarray(100, 200);
    expect(ownBytes(slice).buffer.byteLength).toBe(100);
  });

  it("keeps a buffer that already owns its memory", () => {
    const whole = Buffer.allocUnsafeSlow(1_000).fill(7);
    expect(ownBytes(whole)).toBe(whole);
  });
});
