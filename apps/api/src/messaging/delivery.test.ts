import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import {
  book,
  reservationOf,
  seoulAt,
  setSchedule,
  visit,
} from "@api/customer/reservations/reservation-fixtures";
import { queryRows } from "@api/lib/query-rows";
import { createTestApp, LUMIERE, type TestApp } from "@api/testing/test-app";
import { asc, createDatabase, eq, schema, sql, withoutTenant, withTenant } from "@clinic/db";
import { serverDatabaseUrl } from "@clinic/db/testing";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createSmtpChannel } from "./channels/smtp";
import { createSolapiChannel, type SolapiConfig } from "./channels/solapi";
import { claimDue, insertMessages } from "./outbox-repository";
import { startFakeSolapi } from "./testing/fake-solapi";
import { createMessageWorker, type WorkerOptions } from "./worker";

const CREDENTIALS = { apiKey: "NCSTESTKEY0000001", apiSecret: "TESTSECRET0123456789ABCDEFGHIJKL" };
const SENDER = "0215880000";
const named = z.object({ name: z.string() });
const apiDir = join(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Delivery against real protocol servers started here (decision 0036): a local HTTP server speaking Solapi's
 * send API and an SMTP server. Faults are the servers' (down, refusing, hanging), never stand-ins for our code.
 */
describe("message delivery", () => {
  let t: TestApp;
  let lumiere: number;
  let solapi: Awaited<ReturnType<typeof startFakeSolapi>>;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp();
    lumiere = t.partnerIds.lumiere;
    solapi = await startFakeSolapi(CREDENTIALS);
  });
  afterAll(async () => {
    await solapi.close();
    await t.close();
  });
  afterEach(async () => {
    solapi.setMode({ kind: "up" });
    // Each test starts with an empty outbox: what another test left due must not be delivered in this one.
    await t.database.db.delete(schema.messages).where(eq(schema.messages.partnerId, lumiere));
  });

  const config = (): SolapiConfig => ({
    baseUrl: solapi.baseUrl,
    ...CREDENTIALS,
    sender: SENDER,
    pfId: "KA01PF_TEST",
  });
  const worker = (overrides: Partial<WorkerOptions> = {}, timeoutMs?: number) => {
    const text = createSolapiChannel(config(), timeoutMs);
    return createMessageWorker({
      database: t.database,
      text,
      email: text,
      log: t.app.log,
      retryDelayMs: 20,
      maxRetryDelayMs: 40,
      maxAttempts: 50,
      ...overrides,
    });
  };
  /** Writes messages to `recipients`, `each` apiece, interleaved, and answers their ids in writing order. */
  const enqueue = async (recipients: string[], each: number, body = (n: number) => `안내 ${n}`) => {
    const rows = Array.from({ length: each }, (_, round) =>
      recipients.map((recipient) => {
        sequence += 1;
        return {
          partnerId: lumiere,
          kind: "RESERVATION_CONFIRMED",
          audience: "PATIENT",
          channel: "SMS",
          recipient,
          body: body(sequence),
          dedupeKey: `delivery-test:${sequence}:${round}`,
        };
      }),
    ).flat();
    await withTenant(t.database.db, lumiere, (tx) => insertMessages(tx, rows));
    return outboxRows();
  };
  const outboxRows = () =>
    t.database.db
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.partnerId, lumiere))
      .orderBy(asc(schema.messages.id));
  const outboxId = (id: number) => `clinic-${lumiere}-msg-${id}`;
  /** The test file's own database on the PostgreSQL server, for connections a second worker opens itself. */
  const databaseName = async () => {
    const [row] = await withoutTenant(t.database.db, (tx) =>
      queryRows(tx, sql`select current_database() as name`, named),
    );
    return row?.name ?? "";
  };
  /** Drains until nothing is left to send or `timeoutMs` passed (retries wait a few ms). */
  const drainUntilDone = async (run: () => Promise<number>, timeoutMs = 8000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      await run();
      const rows = await outboxRows();
      if (rows.every((row) => row.status === "SENT" || row.status === "FAILED")) return rows;
      if (Date.now() > until) throw new Error(`not delivered: ${rows.map((row) => row.status).join(",")}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  /** The provider's accepted messages of one recipient, as outbox ids, in the order it accepted them. */
  const acceptedFor = (to: string) => solapi.accepted.filter((a) => a.to === to).map((a) => a.outboxId);

  it("signs like Solapi and sends SMS, LMS or 알림톡 by the text's length and the template's code", async () => {
    const short = "[루미에르] 예약 확정";
    const long = `[루미에르] 김하늘님, 예약이 확정되었습니다.\n${"■ 안내 문구입니다. ".repeat(8)}`;
    await enqueue(["01011112222"], 1, () => short);
    await enqueue(["01011113333"], 1, () => long);
    await withTenant(t.database.db, lumiere, (tx) =>
      insertMessages(tx, [
        {
          partnerId: lumiere,
          kind: "RESERVATION_CONFIRMED",
          audience: "PATIENT",
          channel: "ALIMTALK",
          recipient: "01011114444",
          body: short,
          templateCode: "LUMIERE_CONFIRMED_01",
          dedupeKey: "delivery-test:alimtalk",
        },
      ]),
    );
    const rows = await drainUntilDone(() => worker().drain());
    expect(rows.map((row) => [row.recipient, row.status, row.deliveredVia])).toEqual([
      ["01011112222", "SENT", "SMS"],
      ["01011113333", "SENT", "LMS"],
      ["01011114444", "SENT", "ALIMTALK"],
    ]);
    expect(solapi.accepted.find((a) => a.to === "01011114444")).toMatchObject({
      type: "ATA",
      templateId: "LUMIERE_CONFIRMED_01",
      from: SENDER,
    });
    expect(rows[0]?.providerMessageId).toMatch(/^M4V/);

    // A wrong secret is refused by the provider (401): the message fails with that reason, never silently.
    await enqueue(["01011115555"], 1);
    const wrong = createSolapiChannel({ ...config(), apiSecret: "not-the-secret-0000000000000000" });
    await createMessageWorker({ database: t.database, text: wrong, email: wrong, log: t.app.log }).drain();
    const [refused] = (await outboxRows()).filter((row) => row.recipient === "01011115555");
    expect(refused).toMatchObject({ status: "FAILED" });
    expect(refused?.lastError).toContain("401 InvalidAPIKey");
  });

  it("a 4xx fails the message with the provider's reason, and the recipient's next message still goes", async () => {
    const [first, second] = await enqueue(["01022223333"], 2);
    solapi.setMode({ kind: "refuse", errorCode: "ValidationError", errorMessage: "수신번호 형식 오류" });
    const w = worker();
    await w.drain();
    solapi.setMode({ kind: "up" });
    const rows = await drainUntilDone(() => w.drain());
    expect(rows.find((row) => row.id === first?.id)).toMatchObject({
      status: "FAILED",
      lastError: "400 ValidationError 수신번호 형식 오류",
      attempts: 1,
    });
    // Refused while the provider refused everything: the second is failed too, or sent if it came after.
    expect(["FAILED", "SENT"]).toContain(rows.find((row) => row.id === second?.id)?.status);
  });

  it("provider down, then back: every message delivered once, each recipient's in the order written", async () => {
    solapi.setMode({ kind: "down", status: 503 });
    const recipients = ["01033330001", "01033330002", "01033330003"];
    const written = await enqueue(recipients, 4);
    const before = solapi.accepted.length;
    const w = worker();
    await w.drain();
    expect(solapi.accepted).toHaveLength(before);
    const waiting = await outboxRows();
    expect(waiting.every((row) => row.status === "PENDING")).toBe(true);
    expect(waiting.some((row) => row.lastError?.startsWith("503"))).toBe(true);

    solapi.setMode({ kind: "up" });
    const rows = await drainUntilDone(() => w.drain());
    expect(rows.every((row) => row.status === "SENT")).toBe(true);
    const ids = solapi.accepted.slice(before).map((a) => a.outboxId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(written.map((row) => outboxId(row.id)).sort());
    for (const recipient of recipients) {
      expect(acceptedFor(recipient)).toEqual(
        written.filter((row) => row.recipient === recipient).map((row) => outboxId(row.id)),
      );
    }
  });

  it("a provider that does not answer in time: retried, then delivered once", async () => {
    solapi.setMode({ kind: "hang" });
    await enqueue(["01044445555"], 1);
    const w = worker({}, 150);
    await w.drain();
    const [waiting] = await outboxRows();
    expect(waiting).toMatchObject({ status: "PENDING", lastError: "문자 발송 서버가 응답하지 않습니다." });
    solapi.setMode({ kind: "up" });
    await drainUntilDone(() => w.drain());
    expect(acceptedFor("01044445555")).toHaveLength(1);
  });

  it("a worker that died mid-send: its lease runs out and another worker delivers the message once", async () => {
    await enqueue(["01055556666"], 1);
    // Claimed by a worker that then vanished (a crash, a killed container): SENDING under a short lease.
    const [claimed] = await claimDue(t.database.db, 10, 50);
    expect(claimed).toBeDefined();
    expect(await worker().drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const rows = await drainUntilDone(() => worker().drain());
    expect(rows[0]).toMatchObject({ status: "SENT", attempts: 2 });
    expect(acceptedFor("01055556666")).toEqual([outboxId(claimed?.id ?? 0)]);
  });

  it("written by a booking, then the API restarted before delivery: the next process delivers it once", async () => {
    await setSchedule(t.database, lumiere, { capacityPerSlot: 3 });
    const customer = await insertSignedInCustomer(t.database, lumiere, { name: "정다은" });
    const reservation = reservationOf(await book(t, LUMIERE, customer.token, visit(seoulAt(3, "11:00"))));
    // The API that took the booking goes away before any worker ran; only the database remembers.
    await t.app.close();
    const due = (await outboxRows()).filter((row) => row.nextAttemptAt.getTime() <= Date.now());
    expect(due.length).toBeGreaterThan(0);
    // Two fresh workers, as after a restart: the first delivers, the second finds nothing left to send.
    expect(await worker().drain()).toBe(due.length);
    expect(await worker().drain()).toBe(0);
    const patient = solapi.accepted.filter((a) => a.to === reservation.phone);
    expect(patient.map((a) => a.text.includes("예약이 접수되었습니다"))).toEqual([true]);
    // Every due message of the booking went exactly once.
    const dueIds = due.map((row) => outboxId(row.id)).sort();
    expect(
      solapi.accepted
        .map((a) => a.outboxId)
        .filter((id) => dueIds.includes(id))
        .sort(),
    ).toEqual(dueIds);
  });

  it("two workers at once deliver each message once and keep each recipient's order", async () => {
    const recipients = Array.from({ length: 6 }, (_, i) => `0106666000${i}`);
    const written = await enqueue(recipients, 5);
    // On PostgreSQL the second worker has a pool (connections) of its own, as another process would.
    const url = process.env.TEST_DATABASE_URL;
    const second = url
      ? await createDatabase({
          url: serverDatabaseUrl(url, await databaseName()),
          maxConnections: 2,
        })
      : t.database;
    try {
      const a = worker({ batchSize: 4 });
      const b = createMessageWorker({
        database: second,
        text: createSolapiChannel(config()),
        email: createSolapiChannel(config()),
        log: t.app.log,
        batchSize: 4,
      });
      await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
      await drainUntilDone(() => Promise.all([a.drain(), b.drain()]).then(() => 0));
    } finally {
      if (second !== t.database) await second.close();
    }
    const ids = solapi.accepted
      .map((x) => x.outboxId)
      .filter((id) => written.some((row) => outboxId(row.id) === id));
    expect(ids).toHaveLength(written.length);
    expect(new Set(ids).size).toBe(written.length);
    for (const recipient of recipients) {
      expect(acceptedFor(recipient)).toEqual(
        written.filter((row) => row.recipient === recipient).map((row) => outboxId(row.id)),
      );
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "two worker processes on PostgreSQL deliver each message once",
    async () => {
      const written = await enqueue(["01077770001", "01077770002", "01077770003"], 10);
      const name = await databaseName();
      const env = {
        ...process.env,
        DATABASE_URL: serverDatabaseUrl(process.env.TEST_DATABASE_URL as string, name),
        SOLAPI_API_KEY: CREDENTIALS.apiKey,
        SOLAPI_API_SECRET: CREDENTIALS.apiSecret,
        SOLAPI_SENDER: SENDER,
        SOLAPI_BASE_URL: solapi.baseUrl,
        LOG_LEVEL: "warn",
      };
      const processes = [0, 1].map(() =>
        spawn(process.execPath, ["--import", "tsx", "src/worker.ts"], { cwd: apiDir, env, stdio: "ignore" }),
      );
      try {
        const until = Date.now() + 30_000;
        while (Date.now() < until) {
          const rows = await outboxRows();
          if (rows.every((row) => row.status === "SENT")) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } finally {
        for (const child of processes) child.kill("SIGTERM");
      }
      const ids = solapi.accepted
        .map((x) => x.outboxId)
        .filter((id) => written.some((row) => outboxId(row.id) === id));
      expect(new Set(ids).size).toBe(written.length);
      expect(ids).toHaveLength(written.length);
    },
    60_000,
  );
});

describe("email through SMTP", () => {
  let server: SMTPServer;
  let port = 0;
  const received: { to: string[]; raw: string }[] = [];
  let refuse = false;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (refuse) {
          const error = new Error("mailbox unavailable") as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const alert = (id: number, to: string) => ({
    id,
    partnerId: 1,
    clinicCode: "lumiere",
    kind: "STAFF_NEW_BOOKING",
    channel: "EMAIL",
    recipient: to,
    subject: "[루미에르 피부과] 새 예약: 김하늘님",
    body: "[루미에르 피부과] 새 예약: 김하늘님, 11월 30일 (월) 오후 2:30, 상담",
    templateCode: null,
    reservationId: 9,
    attempts: 1,
  });

  it("sends the staff alert with its subject, text and a Message-ID that stays the same on a retry", async () => {
    const channel = createSmtpChannel({
      url: `smtp://127.0.0.1:${port}`,
      from: "병원 알림 <alerts@clinic.test>",
    });
    const outcome = await channel.deliver(alert(41, "desk@lumiere.demo"));
    await channel.close?.();
    expect(outcome.via).toBe("EMAIL");
    const [mail] = received;
    expect(mail?.to).toEqual(["desk@lumiere.demo"]);
    expect(mail?.raw).toContain("Message-ID: <clinic-1-msg-41@clinic.test>");
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(outcome.providerMessageId).toBe("<clinic-1-msg-41@clinic.test>");
  });

  it("a 550 from the server is a permanent failure with the server's words; no server is a retry", async () => {
    refuse = true;
    const channel = createSmtpChannel({ url: `smtp://127.0.0.1:${port}`, from: "alerts@clinic.test" });
    await expect(channel.deliver(alert(42, "nobody@lumiere.demo"))).rejects.toMatchObject({
      permanent: true,
      reason: expect.stringContaining("SMTP 550"),
    });
    refuse = false;
    const nowhere = createSmtpChannel({ url: "smtp://127.0.0.1:1", from: "alerts@clinic.test" }, 500);
    await expect(nowhere.deliver(alert(43, "desk@lumiere.demo"))).rejects.toMatchObject({ permanent: false });
  });
});
