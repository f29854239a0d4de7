// `npm run bench`: serves the production build on the embedded database (ports 3200/4200, data in .data/bench)
// and measures pages and API calls with autocannon. Figures are printed, never asserted: speed is tracked here,
// not in tests. Each figure is also shown as a ratio to a baseline served by the same server.
import { spawn, spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { repoRoot } from "../scripts/lib/paths.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WEB = "http://127.0.0.1:3200";
const API = "http://127.0.0.1:4200";
const TENANT = { "x-tenant-origin": "http://lumiere.localhost" };
const SITE = { host: "lumiere.localhost:3200" };

const targets = [
  { name: "web static file (baseline)", url: `${WEB}/assets/og-default.png`, headers: SITE, baseline: "web" },
  { name: "web home page", url: `${WEB}/`, headers: SITE, vs: "web" },
  { name: "api GET /health (baseline)", url: `${API}/health`, baseline: "api" },
  { name: "api GET /partners/this", url: `${API}/partners/this`, headers: TENANT, vs: "api" },
  {
    name: "api GET /partners/this/site-config",
    url: `${API}/partners/this/site-config`,
    headers: TENANT,
    vs: "api",
  },
  { name: "api GET /banners", url: `${API}/banners?bannerLocation=MAIN_TOP`, headers: TENANT, vs: "api" },
  { name: "web /products", url: `${WEB}/products`, headers: SITE, vs: "web" },
  { name: "api GET /products", url: `${API}/products`, headers: TENANT, vs: "api" },
  {
    name: "api GET /search?keyword=리프",
    url: `${API}/search?keyword=${encodeURIComponent("리프")}`,
    headers: TENANT,
    vs: "api",
  },
  { name: "web /cscenter/notice", url: `${WEB}/cscenter/notice`, headers: SITE, vs: "web" },
  { name: "api GET /customer/notices", url: `${API}/customer/notices`, headers: TENANT, vs: "api" },
  {
    name: "api GET /partner-schedules/available-dates?type=VISIT",
    url: `${API}/partner-schedules/available-dates?type=VISIT`,
    headers: TENANT,
    vs: "api",
  },
  {
    name: "api GET /customer/faqs/this/group",
    url: `${API}/customer/faqs/this/group`,
    headers: TENANT,
    vs: "api",
  },
];

/** The slot engine alone (issue 7: a 60-day range with 10 doctors under 50 ms), run before the servers load the CPU. */
function slotEngineFigure() {
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/slot-engine.ts"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  return run.status === 0 ? run.stdout.trim() : `slot engine bench failed: ${run.stderr.trim()}`;
}
const engineFigure = slotEngineFigure();

const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: repoRoot,
  env: { ...process.env, WEB_PORT: "3200", API_PORT: "4200", DATA_DIR: ".data/bench" },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => server.exitCode === null && server.kill("SIGTERM");
process.on("exit", stop);

async function waitFor(url, headers) {
  for (let attempt = 0; attempt < 3000; attempt++) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // Not listening yet (the first start may build).
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

const measure = (target, duration) =>
  autocannon({ url: target.url, headers: target.headers ?? {}, connections: CONNECTIONS, duration });

try {
  await waitFor(`${WEB}/`, SITE);
  const results = [];
  for (const target of targets) {
    await measure(target, 2); // warm caches and JIT
    const result = await measure(target, SECONDS);
    const errors = result.errors + result.timeouts + result.non2xx;
    results.push({
      target,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors,
    });
  }
  const baselines = Object.fromEntries(
    results.filter((r) => r.target.baseline).map((r) => [r.target.baseline, r]),
  );
  console.info(`\n${CONNECTIONS} connections, ${SECONDS} s per target, ${new Date().toISOString()}\n`);
  console.info("| target | req/s | p50 ms | p99 ms | errors | vs baseline |\n|---|---|---|---|---|---|");
  for (const { target, rps, p50, p99, errors } of results) {
    const base = target.vs ? baselines[target.vs] : undefined;
    const ratio = base ? `${Math.round((rps / base.rps) * 100)}%` : "—";
    console.info(`| ${target.name} | ${Math.round(rps)} | ${p50} | ${p99} | ${errors} | ${ratio} |`);
  }
  console.info(`\n${engineFigure}`);
} finally {
  stop();
}
