import { randomUUID } from "node:crypto";
import { createClient } from "@redis/client";
import { vi } from "vitest";

// Shared by the cache handler's tests: the real Redis of the development machine and CI, one key prefix per run.
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PING_TIMEOUT_MS = 1_000;

/** Why the Redis tests cannot run, or null when Redis answers. */
export async function redisUnavailableReason(url = TEST_REDIS_URL): Promise<string | null> {
  const client = createClient({ url, socket: { connectTimeout: PING_TIMEOUT_MS, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return `Redis at ${url} does not answer (${error instanceof Error ? error.message : error})`;
  } finally {
    if (client.isOpen) client.destroy();
  }
}

export const uniquePrefix = () => `test-cache-${process.pid}-${randomUUID().slice(0, 8)}`;

/** Deletes every key the run wrote under its prefix. */
export async function deleteKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 100 })) {
      if (keys.length > 0) await client.del(keys);
    }
  } finally {
    client.destroy();
  }
}

/** A log that records instead of printing, so tests can count what an operator would see. */
export const recordingLog = () => ({ error: vi.fn(), info: vi.fn(), warn: vi.fn() });

export const fetchValue = (body: string, tags: string[], revalidate = 60) => ({
  kind: "FETCH",
  data: {
    headers: { "content-type": "application/json" },
    body,
    status: 200,
    url: "http://api.test/partners/this",
  },
  revalidate,
  tags,
});

export async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface CacheHandlerLike {
  get(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  set(key: string, value: unknown, ctx: Record<string, unknown>): Promise<void>;
}

/** Resolves once the handler's connection is up: a write it makes can be read back. */
export async function untilConnected(handler: CacheHandlerLike, timeoutMs = 5_000): Promise<void> {
  const probe = `connected-probe-${randomUUID()}`;
  await waitFor(async () => {
    await handler.set(probe, fetchValue("probe", []), { fetchCache: true, tags: [] });
    return (await handler.get(probe, { kind: "FETCH", tags: [] })) !== null;
  }, timeoutMs);
}
