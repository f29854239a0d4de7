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
/**
 * `up`: the answer while the database is there (the demo clinic belongs to no chain, so its partner group is a
 * 404 read from the database). `kept`: an answer the API keeps in memory per clinic (lib/public-answer-cache.ts):
 * while the database is away it is still served (200) until its time runs out, which is the point of keeping it;
 * a 503 is right too. The others must read the database, so they answer 503 in the error shape.
 */
/** Read from the database on every call: its usual answer proves the database is back. */
const DATABASE_READ = { path: "/partner-groups/this", up: 404, kept: false };
const PROBES = [
  { path: "/partners/this", up: 200, kept: true },
  { path: "/products", up: 200, kept: true },
  { path: "/customer/notices", up: 200, kept: true },
  DATABASE_READ,
];
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
    for (const { path, up } of PROBES) {
      const { status } = await probe(env.API_URL, path, tenant);
      check(status === up, `database up: GET ${path} → ${status}`);
    }
    // Cut with transactions open, as a real outage would: every request must still get an answer (200 if it
    // finished first, 503 otherwise) and the process must survive the dropped connections.
    const inFlight = Array.from({ length: IN_FLIGHT }, (_, i) => {
      const { path, up } = PROBES[i % PROBES.length];
      return probe(env.API_URL, path, tenant)
        .then((answer) => ({ ...answer, up }))
        .catch((error) => ({ status: error.name, up }));
    });
    await proxy.cut();
    const answers = await Promise.all(inFlight);
    const answered = answers.map((answer) => answer.status);
    check(
      answers.every(({ status, up }) => status === up || status === 503),
      `database cut mid-request: ${IN_FLIGHT} requests answered ${[...new Set(answered)].join("/")}`,
    );
    for (const { path, kept } of [...PROBES, { path: "/health", kept: false }]) {
      const started = Date.now();
      const { status, body } = await probe(env.API_URL, path, path === "/health" ? {} : tenant).catch(
        (error) => ({
          status: `no answer (${error.name})`,
          body: null,
        }),
      );
      const fromCache = kept && status === 200;
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
      status = (await probe(env.API_URL, DATABASE_READ.path, tenant).catch(() => ({ status: 0 }))).status;
      if (status === DATABASE_READ.up) break;
      await new Promise((resolveWait) => setTimeout(resolveWait, POLL_MS));
    }
    check(
      status === DATABASE_READ.up,
      `database back: GET ${DATABASE_READ.path} → ${status} after ${Date.now() - restored} ms`,
    );
  } finally {
    if (api) await stopServer(api);
    await proxy.close();
    await admin(`drop database if exists ${database} with (force)`);
  }
  return { ok, lines };
}
