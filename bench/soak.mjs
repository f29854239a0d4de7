// `npm run soak`: a bounded soak of the production build on a fresh embedded database (ports 3210/4210, data in
// .data/bench-soak): SOAK_SECONDS (60) at SOAK_CONNECTIONS (50) visitors on loopback, mixing API reads, storefront
// pages and reservation bookings, with the API restarted once halfway (SIGTERM, start again). Then, with the
// servers stopped, the database must hold exactly the reservations the visitors were told were booked. Finally, if
// PostgreSQL answers on 127.0.0.1:5432, the database-outage check (lib/db-outage.mjs). Exit code 1 on any failure.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { fromRoot, repoRoot } from "../scripts/lib/paths.mjs";
import { tsxCli } from "../scripts/lib/run.mjs";
import { databaseOutageCheck, postgresAnswers } from "./lib/db-outage.mjs";
import { ensureBuild, prepareDatabase, serverEnv, startApi, startWeb, stopServer } from "./lib/servers.mjs";
import { bookableStarts, createSoakStats, runVisitor } from "./lib/soak-clients.mjs";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
/**
 * Members per visitor, used in turn: the API allows a member 20 bookings an hour (lib/route-limits.ts), and one
 * connection books far faster than any person, so each connection stands for several people.
 */
const MEMBERS_PER_VISITOR = Number(process.env.SOAK_MEMBERS_PER_VISITOR ?? 10);
const MS = 1000;
const WEB_PORT = 3210;
const API_PORT = 4210;
const DATA_DIR = ".data/bench-soak";
const TENANT = { "x-tenant-origin": "http://lumiere.localhost" };

const env = serverEnv({ webPort: WEB_PORT, apiPort: API_PORT, dataDir: DATA_DIR });
const failures = [];
const check = (ok, line) => {
  if (!ok) failures.push(line);
  console.info(`${ok ? "PASS" : "FAIL"}  ${line}`);
};

function soakDatabase(...args) {
  const run = spawnSync(process.execPath, [tsxCli, "bench/lib/soak-database.ts", ...args], {
    cwd: repoRoot,
    env,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`soak-database ${args[0]} failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

await ensureBuild();
await rm(fromRoot(DATA_DIR), { recursive: true, force: true });
await prepareDatabase(env);
const { customers } = soakDatabase("prepare", String(CONNECTIONS * MEMBERS_PER_VISITOR));

let api = await startApi(env);
const web = await startWeb(env);
const stats = createSoakStats();
let restart = "not done";
try {
  const ctx = {
    runId: randomUUID().slice(0, 8),
    api: env.API_URL,
    web: `http://127.0.0.1:${WEB_PORT}`,
    tenant: TENANT,
    site: { host: `lumiere.localhost:${WEB_PORT}` },
    apiReads: [
      "/partners/this",
      "/products",
      "/customer/notices",
      "/partner-schedules/available-dates?type=VISIT",
    ],
    pages: ["/", "/products", "/cscenter/notice"],
    slots: [],
  };
  ctx.slots = await bookableStarts(ctx);
  if (ctx.slots.length === 0) throw new Error("no bookable time to soak with");
  const deadline = Date.now() + SECONDS * MS;
  const visitors = Array.from({ length: CONNECTIONS }, (_, index) => {
    const members = customers.slice(index * MEMBERS_PER_VISITOR, (index + 1) * MEMBERS_PER_VISITOR);
    return runVisitor(ctx, stats, { index, tokens: members.map((member) => member.token) }, deadline);
  });

  // Halfway: a deploy-style restart. Bookings answered before it must survive it.
  await new Promise((resolveWait) => setTimeout(resolveWait, (SECONDS * MS) / 2));
  const createdBefore = stats.created.size;
  const stopped = Date.now();
  await stopServer(api);
  api = await startApi(env);
  restart = `API restarted after ${createdBefore} bookings; down ${Date.now() - stopped} ms`;
  await Promise.all(visitors);
} finally {
  await stopServer(web);
  await stopServer(api);
}

const seconds = SECONDS;
console.info(`\nsoak: ${CONNECTIONS} visitors, ${seconds} s, ${new Date().toISOString()}`);
console.info(
  `requests ${stats.requests} (${Math.round(stats.requests / seconds)}/s): API reads ${stats.reads}, pages ${stats.pages}, ` +
    `bookings ${stats.bookings} (created ${stats.created.size}, refused 409 ${stats.refused}); retries ${stats.retries}`,
);
console.info(`${restart}\n`);
check(stats.errorCount === 0, `zero errors (seen ${stats.errorCount}) ${stats.errors.join(" | ")}`);

// Stored vs told: with PGlite only one process may hold the database, so this runs after the servers stopped.
const { reservations } = soakDatabase("verify", customers.map((customer) => customer.id).join(","));
const stored = new Map();
for (const row of reservations) stored.set(row.id, row.key);
const keys = reservations.map((row) => row.key);
const lost = [...stats.created.keys()].filter((id) => !stored.has(id));
const unseen = reservations.filter((row) => !stats.created.has(row.id)).map((row) => row.id);
check(
  lost.length === 0,
  `every booking a visitor was told of is stored (missing: ${lost.length ? lost : "none"})`,
);
check(
  unseen.length === 0,
  `no stored booking that no visitor was told of (extra: ${unseen.length ? unseen : "none"})`,
);
check(new Set(keys).size === keys.length, `one stored booking per idempotency key (${keys.length} rows)`);
check(stats.created.size > 0, `bookings were made (${stats.created.size})`);

if (await postgresAnswers()) {
  console.info("\ndatabase outage (API on PostgreSQL through a TCP proxy):");
  const outage = await databaseOutageCheck({ apiPort: API_PORT, webPort: WEB_PORT, tenant: TENANT });
  for (const line of outage.lines) console.info(line);
  if (!outage.ok) failures.push("database outage");
} else console.info("\nSKIP  database outage check: no PostgreSQL on 127.0.0.1:5432");

console.info(failures.length === 0 ? "\nsoak: PASS" : `\nsoak: FAIL (${failures.length})`);
process.exit(failures.length === 0 ? 0 : 1);
