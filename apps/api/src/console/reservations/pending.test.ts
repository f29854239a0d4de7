import { get } from "node:http";
import { Readable } from "node:stream";
import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import {
  book,
  reservationOf,
  seoulAt,
  setSchedule,
  visit,
} from "@api/customer/reservations/reservation-fixtures";
import { createShutdown } from "@api/lib/shutdown";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE } from "@api/testing/test-app";
import type { Database } from "@clinic/db";
import { apiErrorSchema, type PendingSummary, pendingListSchema, pendingSummarySchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleCall, moveReservation, ownerToken, staffToken } from "./desk-fixtures";

interface StreamAnswer {
  status: number;
  header(name: string): string | undefined;
  body(): ReadableStream<Uint8Array>;
  json(): Promise<unknown>;
  close(): void;
}

/** The events of an open stream, read as the browser's EventSource would (comments skipped). */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  const events: { event: string; data: PendingSummary }[] = [];
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffered += value;
      let end = buffered.indexOf("\n\n");
      while (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: pendingSummarySchema.parse(JSON.parse(data)) });
        end = buffered.indexOf("\n\n");
      }
    }
    ended = true;
  })();
  const until = async (check: () => boolean, ms = 5_000) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > ms) throw new Error(`timed out; events so far ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    events,
    ended: () => ended,
    /** Waits for the `n`th event (1-based) and answers it. */
    async nth(n: number) {
      await until(() => events.length >= n);
      return events[n - 1] as { event: string; data: PendingSummary };
    },
    until,
    cancel: () => reader.cancel().then(() => pump),
  };
}

describe("console pending queue and its live stream", () => {
  const t = useTestApp();
  let origin: string;
  let staff: ReturnType<typeof consoleCall>;
  let staffBearer: string;
  let stranger: string;
  const base = () => `/console/clinics/${t.lumiere}/reservations/pending`;

  beforeAll(async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 5, reservationConfirm: true });
    await setSchedule(t.database, t.haneul, { capacityPerSlot: 5, reservationConfirm: true });
    staffBearer = await staffToken(t.database, t.lumiere);
    staff = consoleCall(t, staffBearer);
    stranger = await ownerToken(t, "haneul");
    origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });

  const bookAt = async (clinic: "lumiere" | "haneul", reservedAt: string) => {
    const partnerId = clinic === "lumiere" ? t.lumiere : t.haneul;
    const customer = await insertSignedInCustomer(t.database, partnerId);
    return reservationOf(
      await book(t, clinic === "lumiere" ? LUMIERE : HANEUL, customer.token, visit(reservedAt)),
    );
  };
  /**
   * GET of the stream on a connection of its own (no keep-alive pool), as a browser tab holds one: `close` hangs
   * up. `text` reads a refusal's whole body; `body` the events as they come.
   */
  const stream = (token: string | undefined, partnerId = t.lumiere) =>
    new Promise<StreamAnswer>((resolve, reject) => {
      const url = `${origin}${base().replace(String(t.lumiere), String(partnerId))}/stream`;
      const headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
      const request = get(url, { agent: false, headers }, (response) =>
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => response.headers[name] as string | undefined,
          body: () => Readable.toWeb(response) as ReadableStream<Uint8Array>,
          json: async () => {
            let text = "";
            for await (const chunk of response) text += String(chunk);
            return JSON.parse(text) as unknown;
          },
          close: () => request.destroy(),
        }),
      );
      request.on("error", reject);
    });

  it("lists every request from today on, oldest reservation time first, without other statuses or clinics", async () => {
    const before = pendingListSchema.parse((await staff("GET", base())).json());
    const later = await bookAt("lumiere", seoulAt(20, "15:00"));
    const sooner = await bookAt("lumiere", seoulAt(2, "10:00"));
    const past = await bookAt("lumiere", seoulAt(3, "11:00"));
    await moveReservation(t.database, past.id, new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
    const confirmed = await bookAt("lumiere", seoulAt(4, "11:00"));
    expect(
      (await staff("PUT", `/console/clinics/${t.lumiere}/reservations/${confirmed.id}/confirm`)).statusCode,
    ).toBe(200);
    const elsewhere = await bookAt("haneul", seoulAt(2, "10:00"));

    const response = await staff("GET", base());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const queue = pendingListSchema.parse(response.json());
    expect(queue.count).toBe(before.count + 2);
    expect(queue.rows).toHaveLength(queue.count);
    const ids = queue.rows.map((row) => row.id);
    expect(ids).toContain(sooner.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    for (const gone of [past.id, confirmed.id, elsewhere.id]) expect(ids).not.toContain(gone);
    const times = queue.rows.map((row) => Date.parse(row.reservedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(queue.rows.every((row) => row.status === "REQUESTED")).toBe(true);
    expect(queue.latest).not.toBeNull();
  });

  it("streams the count at once, again after this clinic's new request and its confirmation, never for another clinic's", async () => {
    const response = await stream(staffBearer);
    expect(response.status).toBe(200);
    expect(response.header("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.header("cache-control")).toContain("no-cache");
    expect(response.header("cache-control")).toContain("no-transform");
    expect(response.header("x-accel-buffering")).toBe("no");
    const events = eventReader(response.body());
    const first = await events.nth(1);
    const queue = pendingListSchema.parse((await staff("GET", base())).json());
    expect(first).toEqual({ event: "pending", data: { count: queue.count, latest: queue.latest } });

    await bookAt("haneul", seoulAt(5, "10:00"));
    // Longer than the 200 ms gathering: another clinic's request says nothing here.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(events.events).toHaveLength(1);

    const added = await bookAt("lumiere", seoulAt(5, "10:30"));
    const second = await events.nth(2);
    expect(second.data.count).toBe(queue.count + 1);
    expect(second.data.latest).not.toBe(queue.latest);

    await staff("PUT", `/console/clinics/${t.lumiere}/reservations/${added.id}/confirm`);
    await events.until(() => events.events.at(-1)?.data.count === queue.count);
    expect(events.events.length).toBeLessThanOrEqual(3);

    response.close();
    await events.cancel();
  });

  it("answers 401 without a session and 403 for another clinic's account, on the list and the stream", async () => {
    for (const answer of [await consoleCall(t, undefined)("GET", base()), await stream(undefined)]) {
      const status = "statusCode" in answer ? answer.statusCode : answer.status;
      const body = await answer.json();
      expect(status).toBe(401);
      expect(apiErrorSchema.parse(body).status).toBe(401);
    }
    const refused = [await consoleCall(t, stranger)("GET", base()), await stream(stranger)];
    for (const answer of refused) {
      const status = "statusCode" in answer ? answer.statusCode : answer.status;
      const body = await answer.json();
      expect(status).toBe(403);
      expect(apiErrorSchema.parse(body).status).toBe(403);
    }
    // The clinic's own owner is let in (another clinic's id is refused above with the same 403 as a missing right).
    const owner = await stream(stranger, t.haneul);
    expect(owner.status).toBe(200);
    owner.close();
  });

  it("ends open streams when the server shuts down, so a graceful shutdown never waits for them", async () => {
    const response = await stream(staffBearer);
    const events = eventReader(response.body());
    await events.nth(1);
    // The API's own SIGTERM handler; the database stays open for afterAll.
    let exitCode: number | undefined;
    const shutdown = createShutdown({
      app: t.app,
      database: { close: async () => {} } as unknown as Database,
      graceMs: 5_000,
      exit: (code) => {
        exitCode = code;
      },
    });
    const started = Date.now();
    await shutdown("SIGTERM");
    expect(exitCode).toBe(0);
    await events.until(() => events.ended(), 1_000);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
