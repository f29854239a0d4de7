import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { announcementChannel } from "@clinic/shared/announcements";
import { createClient } from "@redis/client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_REDIS_URL } from "@/platform/cache-handler/redis-test-support";
import { registerProcessCache, unregisterProcessCache } from "./process-caches.mjs";
import { startAnnouncementSubscriber } from "./subscriber.mjs";

// The subscriber against the real Redis (one prefix per test) and a local HTTP server standing in for this web
// server's own POST /ops/revalidate.
let server: Server;
let revalidateUrl: string;
const posted: Array<{ authorization: string | undefined; body: string }> = [];
let statuses: number[] = [];
let publisher: ReturnType<typeof createClient>;
let stopSubscriber: (() => Promise<void>) | null = null;

const siteCache = { forgetSite: vi.fn(), forgetAll: vi.fn() };
const dropPages = vi.fn();
const log = { error: vi.fn(), info: vi.fn(), warn: vi.fn() };

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts a subscriber on a fresh prefix; resolves once it hears the channel. */
async function subscribe(): Promise<string> {
  const prefix = `test-announce-${process.pid}-${randomUUID().slice(0, 8)}`;
  const subscriber = startAnnouncementSubscriber({
    redisUrl: TEST_REDIS_URL,
    keyPrefix: prefix,
    revalidateUrl,
    token: "s".repeat(32),
    dropPages,
    log,
    firstRetryMs: 10,
  });
  stopSubscriber = () => subscriber.close();
  const channel = announcementChannel(prefix);
  const deadline = Date.now() + 5_000;
  for (;;) {
    const counts = (await publisher.pubSubNumSub(channel)) as Record<string, number>;
    if ((counts[channel] ?? 0) > 0) break;
    if (Date.now() > deadline) throw new Error("the subscriber never subscribed");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return prefix;
}

const publish = (prefix: string, announcement: object) =>
  publisher.publish(announcementChannel(prefix), JSON.stringify(announcement));

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      posted.push({ authorization: request.headers.authorization, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  revalidateUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ops/revalidate`;
  publisher = createClient({ url: TEST_REDIS_URL });
  await publisher.connect();
  registerProcessCache("test-sites", siteCache);
});

afterEach(async () => {
  await stopSubscriber?.();
  stopSubscriber = null;
  posted.length = 0;
  statuses = [];
  vi.clearAllMocks();
});

afterAll(async () => {
  unregisterProcessCache("test-sites");
  await publisher?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("announcement subscriber", () => {
  it("applies an announcement through this server's route, then drops the clinic's pages and process caches", async () => {
    const prefix = await subscribe();
    // Subscribing dropped everything once (nothing can have been missed before, but nothing is known either).
    expect(siteCache.forgetAll).toHaveBeenCalled();
    dropPages.mockClear();
    siteCache.forgetAll.mockClear();
    const announcement = { site: "lumiere", tables: ["notices"], areas: ["cscenter"] };
    await publish(prefix, announcement);
    await until(() => siteCache.forgetSite.mock.calls.length > 0);
    expect(posted).toEqual([
      { authorization: `Bearer ${"s".repeat(32)}`, body: JSON.stringify(announcement) },
    ]);
    expect(dropPages).toHaveBeenCalledWith(["lumiere"]);
    expect(siteCache.forgetSite).toHaveBeenCalledWith("lumiere");
    expect(siteCache.forgetAll).not.toHaveBeenCalled();
  });

  it("drops every host lookup when hosts changed", async () => {
    const prefix = await subscribe();
    siteCache.forgetAll.mockClear();
    await publish(prefix, { site: "lumiere", tables: ["partner_hosts"], areas: ["partner"] });
    await until(() => siteCache.forgetAll.mock.calls.length > 0);
    expect(siteCache.forgetSite).not.toHaveBeenCalled();
  });

  it("tries again while the route answers 503, and logs when it never applies", async () => {
    const prefix = await subscribe();
    statuses = [503, 503];
    await publish(prefix, { site: "haneul", tables: ["banners"], areas: ["banners"] });
    await until(() => siteCache.forgetSite.mock.calls.length > 0);
    expect(posted).toHaveLength(3);
    expect(log.error).not.toHaveBeenCalled();

    posted.length = 0;
    statuses = Array(10).fill(503);
    await publish(prefix, { site: "haneul", tables: ["banners"], areas: ["banners"] });
    await until(() => log.error.mock.calls.length > 0);
    expect(posted).toHaveLength(4);
    expect(String(log.error.mock.calls[0]?.[0])).toMatch(/could not apply the change of haneul.*503/);
  });

  it("drops everything this process holds when its connection comes back (announcements may have been missed)", async () => {
    const prefix = await subscribe();
    dropPages.mockClear();
    siteCache.forgetAll.mockClear();
    const list = await publisher.clientList();
    const own = list.find((client) => client.name === `${prefix}:announcements-subscriber`);
    expect(own).toBeDefined();
    await publisher.clientKill({ filter: "ID", id: Number(own?.id) } as never);
    await until(() => dropPages.mock.calls.some(([sites]) => sites === null));
    expect(siteCache.forgetAll).toHaveBeenCalled();
    // And it hears the channel again.
    siteCache.forgetSite.mockClear();
    await until(() => {
      publish(prefix, { site: "lumiere", tables: ["banners"], areas: ["banners"] }).catch(() => {});
      return siteCache.forgetSite.mock.calls.length > 0;
    });
  });

  it("keeps trying to connect without throwing while Redis is unreachable", async () => {
    const subscriber = startAnnouncementSubscriber({
      redisUrl: "redis://127.0.0.1:1",
      keyPrefix: "unreachable",
      revalidateUrl,
      token: "s".repeat(32),
      dropPages,
      log,
    });
    await until(() => log.error.mock.calls.length > 0);
    expect(String(log.error.mock.calls[0]?.[0])).toMatch(/Redis unavailable/);
    await subscriber.close();
  });
});
