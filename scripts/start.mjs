// `npm start`: build if needed, migrate, seed the demo clinics when the database is empty, then serve the API
// and the storefront. One command on a fresh machine; Ctrl-C (or SIGTERM) stops both servers gracefully.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { buildIsCurrent } from "./lib/build-stamp.mjs";
import { requireSupportedNode } from "./lib/node-version.mjs";
import { fromRoot, repoRoot } from "./lib/paths.mjs";
import { run, tsxCli } from "./lib/run.mjs";

requireSupportedNode("start");

const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  API_PORT: process.env.API_PORT ?? "4000",
  WEB_PORT: process.env.WEB_PORT ?? "3000",
  DATA_DIR: fromRoot(process.env.DATA_DIR ?? ".data"),
  PLATFORM_DOMAIN: process.env.PLATFORM_DOMAIN ?? "localhost",
};
// On a developer machine visitors use the web port, so the sites' public URLs (canonical, sitemap) carry it.
if (env.PLATFORM_DOMAIN === "localhost") env.SITE_PORT = process.env.SITE_PORT ?? env.WEB_PORT;
env.API_URL = process.env.API_URL ?? `http://127.0.0.1:${env.API_PORT}`;
// The API tells the storefront when a clinic's content changed (cache refresh); the secret lives only in this process
// tree unless the operator sets one.
env.REVALIDATE_TOKEN = process.env.REVALIDATE_TOKEN ?? randomBytes(24).toString("hex");
env.WEB_REVALIDATE_URL = process.env.WEB_REVALIDATE_URL ?? `http://127.0.0.1:${env.WEB_PORT}/ops/revalidate`;

const log = (message) => console.info(`[start] ${message}`);

if (buildIsCurrent()) log("build is up to date");
else {
  log("building (first start or sources changed)…");
  await run(process.execPath, ["scripts/build.mjs"], { env: { ...env, NODE_ENV: "production" } });
}

log(
  env.DATABASE_URL
    ? "database: PostgreSQL (DATABASE_URL)"
    : `database: embedded PGlite in ${env.DATA_DIR}/pglite`,
);
await run(process.execPath, [tsxCli, "packages/db/src/cli/migrate.ts"], { env });
await run(process.execPath, [tsxCli, "packages/db/src/cli/seed.ts", "--if-empty"], { env });
// Next keeps fetched API answers on disk between runs. Changes made while the servers were down (a new data
// directory, a re-seed, another DATABASE_URL) were never announced to it, so one process tree starts cold.
await rm(fromRoot("apps/web/.next/cache/fetch-cache"), { recursive: true, force: true });

const children = [];
let stopping = false;

function serve(name, args) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0) {
  stopping = true;
  let pending = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (pending.length === 0) process.exit(exitCode);
  for (const child of pending) {
    child.once("exit", () => {
      pending = pending.filter((other) => other !== child);
      if (pending.length === 0) process.exit(exitCode);
    });
    child.kill("SIGTERM");
  }
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

serve("api", ["apps/api/dist/server.js"]);
await waitForHealth(`${env.API_URL}/health`, 60_000);
serve("web", ["apps/web/server.mjs"]);

const web = `http://localhost:${env.WEB_PORT}`;
log(`API        http://127.0.0.1:${env.API_PORT} (OpenAPI: /docs/json)`);
log(`루미에르    http://lumiere.${env.PLATFORM_DOMAIN}:${env.WEB_PORT}  (also ${web})`);
log(`하늘       http://haneul.${env.PLATFORM_DOMAIN}:${env.WEB_PORT}`);
log(
  `콘솔       http://console.${env.PLATFORM_DOMAIN}:${env.WEB_PORT}/login  (demo sign-ins: see the README)`,
);
