import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { httpAnnouncer, startContentChangeRelay } from "@api/lib/content-changes";
import { until } from "@api/testing/until";
import { type Database, schema, withTenant } from "@clinic/db";
import { createTestDatabase } from "@clinic/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_ENTITIES } from "./entities";
import { createContentService } from "./service";

// Decision 0049: the storefront keeps a clinic's content until a change is announced, so a popup whose display
// window opens or closes (no row changes) is announced by the publisher's pass. Checked end to end: the database's
// notification, the API's relay and a local HTTP server standing in for the storefront's /ops/revalidate.
const TOKEN = "w".repeat(32);
const MINUTE = 60_000;

let database: Database;
let server: Server;
let stopRelay: () => Promise<void>;
const received: Array<{ site: string; areas: string[] }> = [];
const partners: Record<"opening" | "closing" | "later" | "plain" | "longAgo", number> = {
  opening: 0,
  closing: 0,
  later: 0,
  plain: 0,
  longAgo: 0,
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  database = await createTestDatabase();
  for (const key of Object.keys(partners) as Array<keyof typeof partners>) {
    const [row] = await database.db
      .insert(schema.partners)
      .values({ code: `window-${key}`, partnerName: `${key} 의원` })
      .returning();
    partners[key] = row!.id;
  }
  const now = Date.now();
  const popup = (partnerId: number, startsAt: Date | null, endsAt: Date | null) =>
    withTenant(database.db, partnerId, (tx) =>
      tx.insert(schema.popups).values({ partnerId, locations: ["/"], startsAt, endsAt }),
    );
  // Opened a minute ago; closed a minute ago; opens in an hour; always shown; closed two hours ago.
  await popup(partners.opening, new Date(now - MINUTE), null);
  await popup(partners.closing, new Date(now - 10 * MINUTE), new Date(now - MINUTE));
  await popup(partners.later, new Date(now + 60 * MINUTE), null);
  await popup(partners.plain, null, null);
  await popup(partners.longAgo, new Date(now - 180 * MINUTE), new Date(now - 120 * MINUTE));
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      received.push(JSON.parse(text));
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ops/revalidate`;
  // The inserts above were announced too: wait until they are out of the way.
  stopRelay = await startContentChangeRelay({
    database,
    announcer: httpAnnouncer({ url, token: TOKEN }),
    log: { warn: () => {}, error: () => {} },
    batchMs: 30,
  });
  await settle();
  received.length = 0;
});

afterAll(async () => {
  await stopRelay?.();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

describe("popup windows that open or close are announced (decision 0049)", () => {
  it("names the clinics whose window opened or closed since the last look, once", async () => {
    const content = createContentService(database, CONTENT_ENTITIES);
    const since = new Date(Date.now() - 5 * MINUTE);
    const reached = await content.announceClockChanges(since);
    expect(reached.getTime()).toBeGreaterThan(since.getTime());
    await until(() => received.length >= 2);
    await settle();
    expect(received.map((body) => body.site).sort()).toEqual(["window-closing", "window-opening"]);
    expect(received.every((body) => body.areas.includes("popups"))).toBe(true);

    // The next pass starts where this one ended: nothing crossed since, nothing is announced again.
    received.length = 0;
    await content.announceClockChanges(reached);
    await settle();
    expect(received).toEqual([]);
  });

  it("looks back an hour on its first pass (an API that was down when a window closed), and never further", async () => {
    const content = createContentService(database, CONTENT_ENTITIES);
    for (const since of [null, new Date(0)]) {
      received.length = 0;
      await content.announceClockChanges(since);
      await until(() => received.length >= 2);
      await settle();
      // Not the window that closed two hours ago: every cache's window has passed since.
      expect(received.map((body) => body.site).sort()).toEqual(["window-closing", "window-opening"]);
    }
  });
});
