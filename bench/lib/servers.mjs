// Starts the production servers for a measurement the way `npm start` does (build if stale, migrate, seed the demo
// clinics, fresh Next fetch cache), but as separate children so a measurement can restart the API alone.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { buildIsCurrent } from "../../scripts/lib/build-stamp.mjs";
import { fromRoot, repoRoot } from "../../scripts/lib/paths.mjs";
import { run, tsxCli } from "../../scripts/lib/run.mjs";

const POLL_MS = 200;
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
const REVALIDATE_TOKEN_BYTES = 24;

/** The environment `scripts/start.mjs` gives its children, for the given ports and data directory. */
export function serverEnv({ webPort, apiPort, dataDir, databaseUrl }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    API_PORT: String(apiPort),
    WEB_PORT: String(webPort),
    DATA_DIR: fromRoot(dataDir),
    PLATFORM_DOMAIN: "localhost",
    API_URL: `http://127.0.0.1:${apiPort}`,
    REVALIDATE_TOKEN: randomBytes(REVALIDATE_TOKEN_BYTES).toString("hex"),
    WEB_REVALIDATE_URL: `http://127.0.0.1:${webPort}/ops/revalidate`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/**
 * Builds when the sources changed since the last build. BENCH_SKIP_BUILD=1 measures the existing build instead
 * (other people's edits make the stamp stale on a shared work tree; a rebuild takes minutes).
 */
export async function ensureBuild() {
  if (buildIsCurrent()) return;
  if (process.env.BENCH_SKIP_BUILD === "1") {
    console.info(
      "[bench] sources changed since the last build; measuring that build anyway (BENCH_SKIP_BUILD=1)",
    );
    return;
  }
  console.info("[bench] building (sources changed)…");
  await run(process.execPath, ["scripts/build.mjs"], { env: { ...process.env, NODE_ENV: "production" } });
}

/** Migrates, seeds the demo clinics into an empty database and drops Next's fetch cache (see scripts/start.mjs). */
export async function prepareDatabase(env) {
  await run(process.execPath, [tsxCli, "packages/db/src/cli/migrate.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await run(process.execPath, [tsxCli, "packages/db/src/cli/seed.ts", "--if-empty"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await rm(fromRoot("apps/web/.next/cache/fetch-cache"), { recursive: true, force: true });
}

const children = new Set();
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});
// Ctrl-C or a timeout's SIGTERM: leave no server behind ("exit" handlers do not run on a fatal signal).
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(1));

/** A server child that dies with this process; `cwd` defaults to the repository root. */
export function spawnServer(args, env, cwd = repoRoot) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** `nodeArgs`: flags for the server's Node (say --cpu-prof), before its script. */
export async function startApi(env, nodeArgs = []) {
  const child = spawnServer([...nodeArgs, "apps/api/dist/server.js"], env);
  await waitFor(`${env.API_URL}/health`, {}, child);
  return child;
}

export async function startWeb(env, nodeArgs = []) {
  const child = spawnServer([...nodeArgs, "apps/web/server.mjs"], env);
  await waitFor(`http://127.0.0.1:${env.WEB_PORT}/`, { host: `lumiere.localhost:${env.WEB_PORT}` }, child);
  return child;
}

/** SIGTERM (graceful: in-flight requests finish), SIGKILL if it hangs. Resolves when the process is gone. */
export function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill("SIGTERM");
  });
}

/** Polls until `url` answers 2xx; gives up when `child` (the server being waited for) exits or time runs out. */
export async function waitFor(url, headers, child, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server for ${url} exited`);
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, POLL_MS));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the whole stack for a measurement: API first (the storefront resolves tenants through it), then web. */
export async function startStack(options) {
  const env = serverEnv(options);
  await ensureBuild();
  await prepareDatabase(env);
  const api = await startApi(env);
  const web = options.withWeb === false ? null : await startWeb(env);
  return { env, api, web, stop: () => Promise.all([web && stopServer(web), stopServer(api)]) };
}
