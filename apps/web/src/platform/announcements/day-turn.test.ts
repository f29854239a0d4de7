import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startDayTurn } from "./day-turn";

interface Heard {
  authorization: string | undefined;
  body: unknown;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/** A real HTTP server standing in for the storefront's own /ops/revalidate. */
async function revalidateServer(statuses: number[]) {
  const heard: Heard[] = [];
  const server = createServer(async (request, response) => {
    heard.push({ authorization: request.headers.authorization, body: await readBody(request) });
    response.statusCode = statuses.shift() ?? 200;
    response.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { heard, url: `http://127.0.0.1:${port}/ops/revalidate`, close: () => server.close() };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const quiet = { error: () => {}, warn: () => {} };
const TOKEN = "a-token-of-sixteen-chars";

/** A day turn against `statuses`, on a clock that starts at `startIso` and runs at real speed. */
async function turnFrom(
  startIso: string,
  statuses: number[],
  options: { graceMs?: number; firstRetryMs?: number },
) {
  const server = await revalidateServer(statuses);
  const start = Date.parse(startIso);
  const began = Date.now();
  const drops: (string[] | null)[] = [];
  const turn = startDayTurn({
    revalidateUrl: server.url,
    token: TOKEN,
    dropPages: (sites) => drops.push(sites),
    now: () => start + (Date.now() - began),
    log: quiet,
    ...options,
  });
  cleanups.push(server.close, turn.close);
  return { heard: server.heard, drops };
}

describe("day turn", () => {
  it("at Seoul midnight asks this server to expire the day's answers and drops every kept page", async () => {
    // 23:59:59.900 in Seoul: the turn is due 100 ms (plus the grace) from now.
    const { heard, drops } = await turnFrom("2026-11-28T14:59:59.900Z", [], { graceMs: 20 });
    await expect.poll(() => drops.length, { timeout: 3_000 }).toBe(1);
    expect(drops).toEqual([null]);
    expect(heard).toEqual([{ authorization: `Bearer ${TOKEN}`, body: { dayTurn: "2026-11-29" } }]);
  });

  it("tries again while the server answers 503, and drops the kept pages even when it never succeeds", async () => {
    const { heard, drops } = await turnFrom("2026-11-28T14:59:59.950Z", [503, 503, 503, 503], {
      graceMs: 10,
      firstRetryMs: 10,
    });
    await expect.poll(() => drops.length, { timeout: 3_000 }).toBe(1);
    expect(heard).toHaveLength(4);
  });

  it("schedules nothing sooner than the next midnight", async () => {
    const { heard, drops } = await turnFrom("2026-11-28T03:00:00.000Z", [], {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(drops).toEqual([]);
    expect(heard).toEqual([]);
  });
});
