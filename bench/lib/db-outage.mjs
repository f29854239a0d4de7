// The database-outage check: the API on PostgreSQL through a TCP proxy; cut the proxy, expect 503 in the error
// shape (never a hang, never a 500), restore it, expect the API to answer normally again without a restart.
import pg from "pg";
import { startTcpProxy } from "../../scripts/lib/tcp-proxy.mjs";
import { prepareDatabase, serverEnv, startApi, stopServer } from "./servers.mjs";

const PG = { host: "127.0.0.1", port: 5432 };
const ADMIN_URL = `postgres://postgres@${PG.host}:${PG.port}/postgres`;
const RECOVERY_TIMEOUT_MS = 30_000;
const ANSWER_TIMEOUT_MS = 10_000;
const POLL_MS = 250;
const PROBES = ["/partners/this", "/products", "/customer/notices"];
/**
 * Answers the API keeps in memory per clinic (lib/public-answer-cache.ts): while the database is away they are still
 * served (200) until their time runs out, which is the point of keeping them; a 503 is right too.
 */
const CACHED_PROBES = new Set(["/partners/this"]);
/** Requests in flight at the moment of the cut: transactions hold pool connections between their statements. */
const IN_FLIGHT = 30;

export async function postgresAnswers() {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function probe(apiUrl, path, tenant) {
  const response = await fetch(`${apiUrl}${path}`, {
    headers: tenant,
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const isErrorShape = (body) =>
  body !== null &&
  typeof body.status === "number" &&
  typeof body.message === "string" &&
  typeof body.translate === "string";

/** Returns lines to print and whether every check held. */
export async function databaseOutageCheck({ apiPort, webPort, tenant }) {
  const database = `bench_soak_${process.pid}`;
  const lines = [];
  let ok = true;
  const check = (passed, line) => {
    ok &&= passed;
    lines.push(`${passed ? "PASS" : "FAIL"}  ${line}`);
  };
  await admin(`create database ${database}`);
  const proxy = await startTcpProxy({ host: PG.host, port: PG.port });
  const env = serverEnv({
    apiPort,
    webPort,
    dataDir: ".data/bench-soak",
    databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/${database}`,
  });
  let api = null;
  try {
    await prepareDatabase(env);
    api = await startApi(env);
    for (const path of PROBES) {
      const { status } = await probe(env.API_URL, path, tenant);
      check(status === 200, `database up: GET ${path} → ${status}`);
    }
    // Cut with transactions open, as a real outage would: every request must still get an answer (200 if it
    // finished first, 503 otherwise) and the process must survive the dropped connections.
    const inFlight = Array.from({ length: IN_FLIGHT }, (_, i) =>
      probe(env.API_URL, PROBES[i % PROBES.length], tenant).catch((error) => ({ status: error.name })),
    );
    await proxy.cut();
    const answered = (await Promise.all(inFlight)).map((answer) => answer.status);
    check(
      answered.every((status) => status === 200 || status === 503),
      `database cut mid-request: ${IN_FLIGHT} requests answered ${[...new Set(answered)].join("/")}`,
    );
    for (const path of [...PROBES, "/health"]) {
      const started = Date.now();
      const { status, body } = await probe(env.API_URL, path, path === "/health" ? {} : tenant).catch(
        (error) => ({
          status: `no answer (${error.name})`,
          body: null,
        }),
      );
      const fromCache = CACHED_PROBES.has(path) && status === 200;
      check(
        fromCache || (status === 503 && isErrorShape(body)),
        `database cut: GET ${path} → ${status}${fromCache ? " (kept in memory)" : ""} in ${Date.now() - started} ms ${
          fromCache ? "" : JSON.stringify(body)
        }`,
      );
    }
    await proxy.restore();
    const restored = Date.now();
    let status = 0;
    while (Date.now() - restored < RECOVERY_TIMEOUT_MS) {
      status = (await probe(env.API_URL, PROBES[0], tenant).catch(() => ({ status: 0 }))).status;
      if (status === 200) break;
      await new Promise((resolveWait) => setTimeout(resolveWait, POLL_MS));
    }
    check(status === 200, `database back: GET ${PROBES[0]} → ${status} after ${Date.now() - restored} ms`);
  } finally {
    if (api) await stopServer(api);
    await proxy.close();
    await admin(`drop database if exists ${database} with (force)`);
  }
  return { ok, lines };
}
