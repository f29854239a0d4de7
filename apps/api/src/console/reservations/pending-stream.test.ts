import type { PassThrough } from "node:stream";
import type { Database } from "@clinic/db";
import { describe, expect, it } from "vitest";
import { createPendingHub, RESERVATION_CHANNEL } from "./pending-stream";

/** A database whose only use is one listener, notified by hand. */
function fakeDatabase() {
  const listeners: { channel: string; onPayload: (payload: string) => void }[] = [];
  let stopped = 0;
  const database = {
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      listeners.push({ channel, onPayload });
      return async () => {
        stopped += 1;
      };
    },
  } as unknown as Database;
  return {
    database,
    listeners,
    notify: (payload: string) => {
      for (const listener of listeners) listener.onPayload(payload);
    },
    stopped: () => stopped,
  };
}

const read = (stream: PassThrough) => {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(String(chunk)));
  return chunks;
};
const events = (chunks: string[]) => chunks.join("").match(/^event: pending$/gm)?.length ?? 0;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the pending hub", () => {
  it("listens once for every stream, gathers a burst into one event, and tells only the clinic named", async () => {
    const db = fakeDatabase();
    let reads = 0;
    const hub = createPendingHub({
      database: db.database,
      summary: async (partnerId) => ({ count: partnerId * 10 + reads++, latest: null }),
      debounceMs: 30,
    });
    const [one, two, other] = await Promise.all([hub.open(1), hub.open(1), hub.open(2)]);
    expect(db.listeners.map((listener) => listener.channel)).toEqual([RESERVATION_CHANNEL]);
    const chunks = [read(one as PassThrough), read(two as PassThrough), read(other as PassThrough)];
    await wait(5);
    expect(chunks.map(events)).toEqual([1, 1, 1]);

    for (let n = 0; n < 5; n++) db.notify("1");
    db.notify("99");
    await wait(80);
    expect(chunks.map(events)).toEqual([2, 2, 1]);

    await hub.close();
    expect(db.stopped()).toBe(1);
    expect([one, two, other].every((stream) => stream?.writableEnded)).toBe(true);
    await expect(hub.open(1)).rejects.toMatchObject({ status: 503 });
  });

  it("ends a stream after its longest life, so the browser reconnects and its session is checked again", async () => {
    const db = fakeDatabase();
    const hub = createPendingHub({
      database: db.database,
      summary: async () => ({ count: 0, latest: null }),
      maxAgeMs: 20,
    });
    const stream = await hub.open(1);
    read(stream);
    await wait(60);
    expect(stream.writableEnded).toBe(true);
    expect(hub.watching(1)).toBe(0);
    await hub.close();
  });
});
