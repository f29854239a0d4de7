// `npx tsx bench/messages.ts` (run by `npm run bench`): message delivery (issue 26, decision 0036) on embedded PGlite
// and, when one answers, on PostgreSQL (BENCH_PG_URL or TEST_DATABASE_URL, default postgres://root@127.0.0.1:5432/test; a scratch database
// is created and dropped). Prints, per database:
// - one worker's throughput draining 2,000 due messages to 200 recipients into the local outbox, as messages per
//   second and as a ratio to the baseline of the same run: the local outbox channel alone (appends per second);
// - the delay from a booking-like commit to the message being sent, with the worker woken by NOTIFY (p50, p99 of
//   200 messages written one per transaction at about 20 per second).
// Printed, never asserted.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createLocalOutbox } from "../apps/api/src/messaging/channels/local-outbox";
import { insertMessages, type NewMessage } from "../apps/api/src/messaging/outbox-repository";
import { createMessageWorker } from "../apps/api/src/messaging/worker";
import { type Database, eq, schema, sql, withTenant } from "../packages/db/src/index";
import { onEachDatabase } from "./lib/each-database";

const THROUGHPUT_MESSAGES = 2000;
const RECIPIENTS = 200;
const LATENCY_MESSAGES = 200;
const LATENCY_PACE_MS = 50;

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  fatal() {},
  trace() {},
  child() {
    return silent;
  },
  level: "silent",
  silent() {},
} as never;

const message = (partnerId: number, n: number, key: string): NewMessage => ({
  partnerId,
  kind: "RESERVATION_CONFIRMED",
  audience: "PATIENT",
  channel: "SMS",
  recipient: `010${String(10_000_000 + (n % RECIPIENTS)).padStart(8, "0")}`,
  body: `[벤치 의원] 고객님, 예약이 확정되었습니다. (${n})`,
  dedupeKey: `${key}:${n}`,
});

async function channelBaseline(dir: string): Promise<number> {
  const outbox = createLocalOutbox(join(dir, "baseline"));
  const started = performance.now();
  for (let n = 0; n < THROUGHPUT_MESSAGES; n++) {
    await outbox.deliver({
      id: n,
      partnerId: 1,
      clinicCode: "bench",
      kind: "RESERVATION_CONFIRMED",
      channel: "SMS",
      recipient: "01012345678",
      subject: null,
      body: "[벤치 의원] 고객님, 예약이 확정되었습니다.",
      templateCode: null,
      reservationId: null,
      attempts: 1,
    });
  }
  return THROUGHPUT_MESSAGES / ((performance.now() - started) / 1000);
}

async function measure(database: Database, dir: string) {
  const [partner] = await database.db
    .insert(schema.partners)
    .values({ code: `bench${Date.now()}`, partnerName: "벤치 의원" })
    .returning({ id: schema.partners.id });
  const partnerId = partner?.id as number;
  const worker = createMessageWorker({
    database,
    text: createLocalOutbox(join(dir, "out")),
    email: createLocalOutbox(join(dir, "out")),
    log: silent,
    batchSize: 50,
    pollMs: 60_000,
  });

  await withTenant(database.db, partnerId, (tx) =>
    insertMessages(
      tx,
      Array.from({ length: THROUGHPUT_MESSAGES }, (_, n) => message(partnerId, n, "throughput")),
    ),
  );
  const started = performance.now();
  const sent = await worker.drain();
  const throughput = sent / ((performance.now() - started) / 1000);

  await worker.start();
  const committedAt = new Map<string, number>();
  for (let n = 0; n < LATENCY_MESSAGES; n++) {
    const row = message(partnerId, n, "latency");
    await withTenant(database.db, partnerId, (tx) => insertMessages(tx, [row]));
    committedAt.set(row.dedupeKey, Date.now());
    await new Promise((resolve) => setTimeout(resolve, LATENCY_PACE_MS));
  }
  const until = Date.now() + 30_000;
  let rows: { dedupeKey: string; sentAt: Date | null }[] = [];
  while (Date.now() < until) {
    rows = await database.db
      .select({ dedupeKey: schema.messages.dedupeKey, sentAt: schema.messages.sentAt })
      .from(schema.messages)
      .where(
        sql`${eq(schema.messages.partnerId, partnerId)} and ${schema.messages.dedupeKey} like 'latency:%'`,
      );
    if (rows.every((row) => row.sentAt)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await worker.stop();
  const delays = rows
    .map((row) => (row.sentAt ? row.sentAt.getTime() - (committedAt.get(row.dedupeKey) ?? 0) : Number.NaN))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const pick = (q: number) =>
    delays[Math.min(delays.length - 1, Math.floor(q * delays.length))] ?? Number.NaN;
  return { sent, throughput, p50: pick(0.5), p99: pick(0.99), delivered: delays.length };
}

function report(label: string, figures: Awaited<ReturnType<typeof measure>>, baseline: number) {
  console.info(
    `${label}: ${figures.throughput.toFixed(0)} messages/s by one worker (${figures.sent} sent; ${(figures.throughput / baseline).toFixed(3)} × the local outbox alone), ` +
      `commit → sent p50 ${figures.p50} ms, p99 ${figures.p99} ms (${figures.delivered}/${LATENCY_MESSAGES})`,
  );
}

const dir = await mkdtemp(join(tmpdir(), "bench-messages-"));
try {
  const baseline = await channelBaseline(dir);
  console.info(`message baseline: the local outbox channel alone, ${baseline.toFixed(0)} appends/s`);

  await onEachDatabase("messages", async (database, db) =>
    report(`messages on ${database}`, await measure(db, dir), baseline),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
