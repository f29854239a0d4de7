import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, type Database, migrateDatabase, seedDemo, sql } from "@clinic/db";
import { apiErrorSchema, errorMessages } from "@clinic/shared";
import { startTcpProxy, type TcpProxy } from "@repo/scripts/lib/tcp-proxy.mjs";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { isDatabaseUnavailable } from "../lib/database-errors";
import { createTestApp, LUMIERE, site } from "../testing/test-app";

const SERVER_URL = process.env.TEST_DATABASE_URL;
/** A database-backed read (the notice list runs a tenant transaction). */
const READ = { method: "GET" as const, url: "/customer/notices", headers: site(LUMIERE) };
const RECOVERY_TIMEOUT_MS = 10_000;
const RETRY_EVERY_MS = 100;
const POSTGRES_PORT = 5432;
const CLOSE_WAIT_MS = 2000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectUnavailable(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(503);
  expect(apiErrorSchema.parse(response.json())).toEqual({
    status: 503,
    message: "database unavailable",
    translate: errorMessages.unavailable,
  });
}

// PGlite runs inside the process: it cannot become unreachable and come back. What it can do is go away (closed),
// which must still answer 503 in the error shape; the cut-and-restore test needs PostgreSQL (the CI pass).
describe.runIf(!SERVER_URL)("database gone (embedded PGlite)", () => {
  it("answers 503 in the error shape once the database is closed", async () => {
    console.info(
      "PGlite: cut-and-recover needs TEST_DATABASE_URL (PostgreSQL); only the closed case runs here",
    );
    const t = await createTestApp();
    try {
      expect((await t.app.inject(READ)).statusCode).toBe(200);
      await t.database.close();
      expectUnavailable(await t.app.inject(READ));
    } finally {
      await t.app.close();
      await rm(t.mediaDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(SERVER_URL)("database unreachable and back (PostgreSQL behind a TCP proxy)", () => {
  const name = `test_outage_${randomBytes(6).toString("hex")}`;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let mediaRoot: string;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const server = new URL(SERVER_URL ?? "");
    await admin(`create database "${name}"`);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || POSTGRES_PORT) });
    const url = new URL(server);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    database = await createDatabase({ url: url.toString(), maxConnections: 4 });
    await migrateDatabase(database);
    mediaRoot = await mkdtemp(join(tmpdir(), "clinic-outage-"));
    await seedDemo(database, { mediaDir: join(mediaRoot, "media") });
    app = await buildApp({ database, mediaDir: join(mediaRoot, "media") });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    // After the mid-transaction cut, pool.end() can wait on a client it never gets back; the forced drop below
    // ends every connection anyway, so closing is bounded rather than awaited.
    await Promise.race([database?.close().catch(() => {}), delay(CLOSE_WAIT_MS)]);
    await proxy?.close();
    await admin(`drop database if exists "${name}" with (force)`);
    if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
  });

  it("answers 503 in the error shape while the database is cut off, and 200 again once it is back", async () => {
    expect((await app.inject(READ)).statusCode).toBe(200);

    await proxy.cut();
    expectUnavailable(await app.inject(READ));
    expectUnavailable(await app.inject({ ...READ, url: "/partners/this" }));

    await proxy.restore();
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < RECOVERY_TIMEOUT_MS) {
      status = (await app.inject(READ)).statusCode;
      if (status === 200) break;
      await delay(RETRY_EVERY_MS);
    }
    expect(status).toBe(200);
    // The first call after the restore may meet a dropped pooled connection; the ones after must all succeed.
    for (let n = 0; n < 3; n++) expect((await app.inject(READ)).statusCode).toBe(200);
  });

  it("survives losing the connection in the middle of a transaction (no unhandled error, then 200)", async () => {
    // Without an error listener on checked-out clients, this cut was an uncaught exception that ended the process.
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.cut();
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expectUnavailable(await app.inject(READ));
    await proxy.restore();
    const started = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - started < RECOVERY_TIMEOUT_MS) {
      status = (await app.inject(READ)).statusCode;
      if (status !== 200) await delay(RETRY_EVERY_MS);
    }
    expect(status).toBe(200);
  });
});
