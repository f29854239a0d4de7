import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { until } from "@api/testing/until";
import { type Database, eq, schema, withTenant } from "@clinic/db";
import { createTestDatabase } from "@clinic/db/testing";
import { announcementChannel } from "@clinic/shared/announcements";
import { createClient } from "@redis/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type Announcer,
  httpAnnouncer,
  parseContentChange,
  redisAnnouncer,
  startContentChangeRelay,
} from "./content-changes";

// The relay against the real things it talks to: a local HTTP server standing in for the storefront, and the Redis
// of the development machine and CI (one channel prefix per run).
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const TOKEN = "t".repeat(32);

interface Received {
  authorization: string | undefined;
  body: unknown;
}

let database: Database;
let lumiere: number;
let haneul: number;
let server: Server;
let url: string;
const received: Received[] = [];
/** Statuses the storefront answers, one per request; 200 once they run out. */
let statuses: number[] = [];
let stopRelay: (() => Promise<void>) | null = null;
const errors: Array<{ object: unknown; message: string }> = [];
const log = {
  warn: () => {},
  error: (object: unknown, message: string) => errors.push({ object, message }),
};

async function relayTo(announcer: Announcer) {
  stopRelay = await startContentChangeRelay({ database, announcer, log, batchMs: 30, firstRetryMs: 10 });
}

const renameLumiere = (name: string) =>
  database.db.update(schema.partners).set({ displayName: name }).where(eq(schema.partners.id, lumiere));

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(schema.partners)
    .values([
      { code: "relay-a", partnerName: "에이 의원" },
      { code: "relay-b", partnerName: "비 의원" },
    ])
    .returning();
  [lumiere, haneul] = rows.map((row) => row.id) as [number, number];
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
      response.statusCode = statuses.shift() ?? 200;
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ops/revalidate`;
});

afterEach(async () => {
  await stopRelay?.();
  stopRelay = null;
  received.length = 0;
  errors.length = 0;
  statuses = [];
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

describe("content change relay over HTTP (no Redis)", () => {
  it("announces each clinic's changed tables and their cache areas, batched per clinic, with the token", async () => {
    await relayTo(httpAnnouncer({ url, token: TOKEN }));
    await withTenant(database.db, lumiere, async (tx) => {
      const [category] = await tx
        .insert(schema.productCategories)
        .values({ partnerId: lumiere, name: "리프팅" })
        .returning();
      await tx
        .insert(schema.products)
        .values({ partnerId: lumiere, categoryId: category!.id, name: "울쎄라" });
    });
    await withTenant(database.db, haneul, (tx) =>
      tx
        .insert(schema.banners)
        .values({ partnerId: haneul, bannerLocation: "MAIN_TOP", title: "b", pcImageUrl: "/b.svg" }),
    );
    await until(() => received.length >= 2);
    const bySite = Object.fromEntries(received.map(({ body }) => [(body as { site: string }).site, body]));
    expect(bySite).toEqual({
      "relay-a": {
        site: "relay-a",
        tables: ["product_categories", "products"],
        areas: ["brandings", "events", "exhibitions", "products", "reviews", "search"],
      },
      "relay-b": { site: "relay-b", tables: ["banners"], areas: ["banners"] },
    });
    expect(received.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("tries again after a refusal, and stops once the storefront took it", async () => {
    statuses = [503, 503];
    await relayTo(httpAnnouncer({ url, token: TOKEN }));
    await renameLumiere("에이");
    await until(() => received.length >= 3);
    // Nothing more arrives once it was accepted.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(3);
    expect(received[2]?.body).toEqual({
      site: "relay-a",
      tables: ["partners"],
      areas: ["deploy-status", "partner", "partner-group", "site-config"],
    });
    expect(errors).toEqual([]);
  });

  it("gives up after five tries and logs it", async () => {
    statuses = Array(10).fill(503);
    await relayTo(httpAnnouncer({ url, token: TOKEN }));
    await renameLumiere("에이 2");
    await until(() => errors.length > 0);
    expect(received).toHaveLength(5);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.object).toMatchObject({ site: "relay-a", attempts: 5 });
  });
});

describe("content change relay over Redis", () => {
  it("publishes each announcement on the prefix's channel", async () => {
    const prefix = `test-announce-${process.pid}-${randomUUID().slice(0, 8)}`;
    const subscriber = createClient({ url: REDIS_URL });
    const heard: unknown[] = [];
    await subscriber.connect();
    try {
      await subscriber.subscribe(announcementChannel(prefix), (message) => heard.push(JSON.parse(message)));
      await relayTo(redisAnnouncer({ url: REDIS_URL, keyPrefix: prefix, log }));
      await withTenant(database.db, haneul, (tx) =>
        tx.insert(schema.notices).values({ partnerId: haneul, title: "휴진 안내" }),
      );
      await until(() => heard.length >= 1);
      expect(heard).toEqual([{ site: "relay-b", tables: ["notices"], areas: ["cscenter"] }]);
      expect(received).toEqual([]);
    } finally {
      subscriber.destroy();
    }
  });

  it("retries while Redis is unreachable, then logs, without crashing", async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    await relayTo(redisAnnouncer({ url: "redis://127.0.0.1:1", keyPrefix: "unreachable", log }));
    await renameLumiere("에이 3");
    await until(() => errors.length > 0, 10_000);
    expect(errors[0]?.message).toMatch(/could not announce/);
    expect(errors[0]?.object).toMatchObject({ site: "relay-a", attempts: 5 });
  });
});

describe("parseContentChange", () => {
  it.each([
    ["products:12", { table: "products", partnerId: 12 }],
    ["products:0", null],
    ["products", null],
    ["Products:1", null],
    ["products:1:2", null],
    ["products:99999999999", null],
  ])("%s", (payload, expected) => expect(parseContentChange(payload)).toEqual(expected));
});
