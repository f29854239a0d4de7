// Issue 28: a platform is mostly cold. Random clinic × page (home, product list, product detail, notices) over
// BENCH_CLINICS generated clinics (default 300; 0 skips this part), at BENCH_COLD_CONNECTIONS (default 20): first
// every page once, none rendered before (cold), then every page once more (each rendered once before), each as a
// ratio to the static page of the same server measured in the same run, beside the blank Next.js page rendered per
// request (the framework's floor for a server render); then memory per kept page in every cache and the RSS of web
// and API. Runs on its own data directory (.data/bench-many) so the default bench data stays, or on PostgreSQL with
// BENCH_MANY_DATABASE_URL (the database is made if missing).
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import autocannon from "autocannon";
import { fromRoot } from "../../scripts/lib/paths.mjs";
import { run, tsxCli } from "../../scripts/lib/run.mjs";
import { PER_REQUEST_PATH, PER_REQUEST_SIZED_PATH, startFloor } from "./framework-floor.mjs";
import { measure } from "./measure.mjs";
import { createDatabaseIfMissing } from "./postgres-database.mjs";
import { ensureBuild, prepareDatabase, serverEnv, startApi, startWeb, stopServer } from "./servers.mjs";

const PERCENT = 100;
const KB = 1024;
const MB = 1024 * 1024;
/** Issue 28's targets. */
export const COLD_GATE = { minRatio: 0.05, maxP99Ms: 1000 };
export const MAX_STORED_PAGE_BYTES = 40 * KB;
/** Generous per request: a cold page that takes longer counts as an error (a visitor gave up long before). */
const TIMEOUT_SECONDS = 10;
const PAGES = ["home", "products", "product", "notices"];
/**
 * Next's own store of rendered pages: `APP_PAGE/{route hash}/$/{site}/…` holds each page's HTML, RSC payload,
 * metadata and segment files (its in-memory cache, NEXT_CACHE_MB, holds the same uncompressed).
 */
const NEXT_PAGES_DIR = "apps/web/.next/server/route-cache/APP_PAGE";
const NEXT_FETCH_CACHE_DIR = "apps/web/.next/cache/fetch-cache";
const GENERATED = /^c\d{4}$/;

/** Deterministic shuffle (the same order in every run, so runs compare): a linear congruential generator. */
function shuffled(items, seed = 28) {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Next's rendered pages of generated clinics left from an earlier run: removed, so the first pass is cold. */
async function dropRenderedPages() {
  for (const dir of await renderedPageDirs()) {
    const entries = await readdir(dir).catch(() => []);
    await Promise.all(
      entries
        .filter((name) => GENERATED.test(name.split(".", 1)[0]))
        .map((name) => rm(join(dir, name), { recursive: true, force: true })),
    );
  }
  await rm(fromRoot(NEXT_FETCH_CACHE_DIR), { recursive: true, force: true });
}

/** One directory per page route, whose entries are named after the site first. */
async function renderedPageDirs() {
  const root = fromRoot(NEXT_PAGES_DIR);
  const routes = await readdir(root).catch(() => []);
  return routes.map((route) => join(root, route, "$"));
}

/** Bytes and files under `dir` whose top-level name passes `keep`. */
async function sizeOf(dir, keep = () => true) {
  let bytes = 0;
  let files = 0;
  let html = 0;
  const count = (name, size) => {
    bytes += size;
    files += 1;
    if (name.endsWith(".html")) html += 1;
  };
  const walk = async (path) => {
    for (const entry of await readdir(path, { withFileTypes: true }).catch(() => [])) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) await walk(full);
      else count(entry.name, (await stat(full)).size);
    }
  };
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!keep(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) await walk(full);
    else count(entry.name, (await stat(full)).size);
  }
  return { bytes, files, html };
}

const rssOf = async (pid) => {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /VmRSS:\s+(\d+)/.exec(status);
  return kb ? Number(kb[1]) * KB : null;
};

/** The product detail path of each clinic, read from the API before the measured servers start. */
async function productPaths(api, hosts, webPort) {
  const paths = new Map();
  for (const host of hosts) {
    const response = await fetch(`${api}/products?page=1&pageSize=1`, {
      headers: { "x-tenant-origin": `http://${host}:${webPort}` },
    });
    const { rows } = await response.json();
    if (!rows?.length) throw new Error(`${host} lists no product`);
    paths.set(host, `/products/${rows[0].id}`);
  }
  return paths;
}

/** One autocannon run over `requests` in order (each once), spread over `connections`. */
async function pass(web, requests, connections) {
  let next = 0;
  const result = await autocannon({
    url: web,
    connections,
    amount: requests.length,
    timeout: TIMEOUT_SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          const { path, headers } = requests[next % requests.length];
          next += 1;
          return { ...request, path, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  const seconds = result.duration;
  return {
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    seconds,
  };
}

const baseline = (web, site, connections, seconds) =>
  measure({ url: `${web}/assets/static-baseline.html`, headers: site }, { seconds, connections });

/**
 * The blank Next.js page of `bench:floor` rendered for every request, at the same connections: what the framework
 * itself costs a server render on this machine, before any of our code, data or caches (a cold clinic page cannot
 * be cheaper). Served by `next start` on `port`, before our servers start.
 */
async function frameworkFloor(port, connections, seconds) {
  const floor = await startFloor(port);
  try {
    const blank = await measure(
      { url: `http://127.0.0.1:${port}${PER_REQUEST_PATH}` },
      { seconds, connections },
    );
    // The floor's page as large as a clinic's page: what that much markup costs Next and React alone.
    const sizedUrl = `http://127.0.0.1:${port}${PER_REQUEST_SIZED_PATH}`;
    const sizedBytes = (await (await fetch(sizedUrl)).arrayBuffer()).byteLength;
    const sized = await measure({ url: sizedUrl }, { seconds, connections });
    return { blank, sized: { ...sized, bytes: sizedBytes } };
  } finally {
    await floor.stop();
  }
}

async function redisFigures(env) {
  if (!env.REDIS_URL) return null;
  const { createClient } = await import("@redis/client");
  const client = createClient({ url: env.REDIS_URL });
  await client.connect();
  try {
    const prefix = env.REDIS_KEY_PREFIX ?? "";
    let keys = 0;
    let bytes = 0;
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      for (const key of Array.isArray(batch) ? batch : [batch]) {
        keys += 1;
        bytes += Number((await client.memoryUsage(key)) ?? 0);
      }
    }
    return { keys, bytes };
  } finally {
    await client.quit();
  }
}

/**
 * Generates the clinics (once; later runs reuse them), starts API and web on .data/bench-many and measures. Returns
 * the lines to print and the checks.
 */
export async function manyClinicsFigures({ webPort, apiPort, clinics, connections, seconds }) {
  // BENCH_MANY_DATABASE_URL: the clinics in that PostgreSQL database (made if missing) instead of PGlite.
  const databaseUrl = process.env.BENCH_MANY_DATABASE_URL || undefined;
  if (databaseUrl) await createDatabaseIfMissing(databaseUrl);
  const env = serverEnv({
    webPort,
    apiPort,
    dataDir: process.env.BENCH_MANY_DATA_DIR ?? ".data/bench-many",
    databaseUrl,
  });
  await ensureBuild();
  await prepareDatabase(env);
  await run(process.execPath, [tsxCli, "packages/db/src/cli/generate-clinics.ts", String(clinics)], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  await dropRenderedPages();
  const hosts = Array.from({ length: clinics }, (_, i) => `c${String(i + 1).padStart(4, "0")}.localhost`);
  const web = `http://127.0.0.1:${webPort}`;
  const api = `http://127.0.0.1:${apiPort}`;
  const floor = await frameworkFloor(webPort + 21, connections, seconds);
  // The product ids come from an API that is then restarted, so none of its caches is warm for the measurement.
  let apiChild = await startApi(env);
  const products = await productPaths(api, hosts, webPort);
  await stopServer(apiChild);
  // BENCH_CPU_PROF_DIR: both servers write a CPU profile there when they stop (--cpu-prof).
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const nodeArgs = (name) => (profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}/${name}`] : []);
  apiChild = await startApi(env, nodeArgs("api"));
  const webChild = await startWeb(env, nodeArgs("web"));
  const headersOf = (host) => ({
    host: `${host}:${webPort}`,
    accept: "text/html,application/xhtml+xml",
    "accept-encoding": process.env.BENCH_ENCODING ?? "gzip, deflate, br",
  });
  const pathOf = {
    home: () => "/",
    products: () => "/products",
    product: (h) => products.get(h),
    notices: () => "/cscenter/notice",
  };
  const all = hosts.flatMap((host) =>
    PAGES.map((page) => ({ path: pathOf[page](host), headers: headersOf(host) })),
  );
  try {
    const base = await baseline(web, headersOf("lumiere.localhost"), connections, seconds);
    const cold = await pass(web, shuffled(all, 28), connections);
    const pageCacheUrl = `${web}/ops/page-cache`;
    const auth = { authorization: `Bearer ${env.REVALIDATE_TOKEN}` };
    const afterCold = await (await fetch(pageCacheUrl, { headers: auth })).json();
    const second = await pass(web, shuffled(all, 29), connections);
    const stats = await (await fetch(pageCacheUrl, { headers: auth })).json();
    const nextPages = { bytes: 0, files: 0, pages: 0 };
    for (const dir of await renderedPageDirs()) {
      const size = await sizeOf(dir, (name) => GENERATED.test(name.split(".", 1)[0]));
      nextPages.bytes += size.bytes;
      nextPages.files += size.files;
      nextPages.pages += size.html;
    }
    const fetchCache = await sizeOf(fromRoot(NEXT_FETCH_CACHE_DIR));
    const redis = await redisFigures(env);
    const rss = { web: await rssOf(webChild.pid), api: await rssOf(apiChild.pid) };
    return report({
      clinics,
      connections,
      base,
      floor: floor.blank,
      sizedFloor: floor.sized,
      cold,
      second,
      afterCold,
      stats,
      nextPages,
      fetchCache,
      redis,
      rss,
      pages: all.length,
    });
  } finally {
    await Promise.all([stopServer(webChild), stopServer(apiChild)]);
  }
}

function report({
  clinics,
  connections,
  base,
  floor,
  sizedFloor,
  cold,
  second,
  afterCold,
  stats,
  nextPages,
  fetchCache,
  redis,
  rss,
  pages,
}) {
  const share = (figure, of) => (of.rps > 0 ? figure.rps / of.rps : 0);
  const ratio = (figure) => share(figure, base);
  const row = (name, f, shownRatio) =>
    `| ${name} | ${f.rps.toFixed(1)} | ${f.p50} | ${f.p99} | ${f.errors} | ${shownRatio} |`;
  const pct = (r) => `${(r * PERCENT).toFixed(2)}%`;
  const perPage = (bytes, n) => (n > 0 ? `${(bytes / n / KB).toFixed(1)} kB` : "—");
  const lines = [
    `\nmany clinics: ${clinics} clinics × ${PAGES.length} pages (${pages} URLs, random order), ${connections} connections`,
    "| target | req/s | p50 ms | p99 ms | errors | vs baseline |\n|---|---|---|---|---|---|",
    row("web static page (baseline)", base, "—"),
    row("blank Next.js page rendered per request (framework floor)", floor, pct(ratio(floor))),
    row(
      `the floor's page of a clinic page's size (${(sizedFloor.bytes / KB).toFixed(0)} kB of HTML, constants, no client code) per request`,
      sizedFloor,
      pct(ratio(sizedFloor)),
    ),
    row("cold: each page's first request", cold, pct(ratio(cold))),
    row("each page rendered once before", second, pct(ratio(second))),
    `cold pages reach ${pct(share(cold, floor))} of the framework floor's rate and ${pct(share(cold, sizedFloor))} of its page of their size`,
    "",
    "memory per kept page (bytes as stored):",
    `  page cache: ${stats.pageCache.pages} pages, ${(stats.pageCache.bytes / MB).toFixed(1)} MB, ${perPage(stats.pageCache.bytes, stats.pageCache.pages)} per page (after the cold pass: ${afterCold.pageCache.pages} pages, ${perPage(afterCold.pageCache.bytes, afterCold.pageCache.pages)})`,
    `  Next's rendered pages on disk: ${nextPages.pages} pages (${nextPages.files} files), ${(nextPages.bytes / MB).toFixed(1)} MB, ${perPage(nextPages.bytes, nextPages.pages)} per page it keeps (the list pages read the query and are not kept)`,
    `  Next's data cache on disk: ${fetchCache.files} entries, ${(fetchCache.bytes / MB).toFixed(1)} MB, ${perPage(fetchCache.bytes, pages)} per page (${perPage(fetchCache.bytes, fetchCache.files)} per entry)`,
    stats.nextCache
      ? `  Next's cache in memory (compressed, NEXT_CACHE_MB): ${stats.nextCache.entries} entries, ${(stats.nextCache.bytes / MB).toFixed(1)} MB, ${perPage(stats.nextCache.bytes, pages)} per page`
      : "  Next's cache in memory: Next's own (not measured)",
    redis
      ? `  Redis: ${redis.keys} keys, ${(redis.bytes / MB).toFixed(1)} MB, ${perPage(redis.bytes, pages)} per page`
      : "  Redis: not measured (REDIS_URL unset)",
    `RSS after touching every page twice: web ${(rss.web / MB).toFixed(0)} MB (V8 heap used ${(stats.memory.heapUsed / MB).toFixed(0)} MB, buffers ${(stats.memory.arrayBuffers / MB).toFixed(0)} MB), API ${(rss.api / MB).toFixed(0)} MB`,
  ];
  const checks = [];
  for (const [name, figure] of [
    ["cold pages of random clinics", cold],
    ["pages of random clinics rendered once before", second],
  ]) {
    const r = ratio(figure);
    checks.push({
      ok: r >= COLD_GATE.minRatio && figure.p99 <= COLD_GATE.maxP99Ms,
      line: `${name}: ≥ ${COLD_GATE.minRatio * PERCENT}% of baseline, p99 ≤ ${COLD_GATE.maxP99Ms} ms (seen ${pct(r)}, p99 ${figure.p99} ms)`,
    });
    checks.push({ ok: figure.errors === 0, line: `${name}: zero errors (seen ${figure.errors})` });
  }
  const stored = [["page cache", stats.pageCache.bytes / Math.max(1, stats.pageCache.pages)]];
  // Next's files on disk: only Next's default cache writes them (none with this repository's handlers).
  if (nextPages.files > 0)
    stored.push(["Next's rendered pages", nextPages.bytes / Math.max(1, nextPages.pages)]);
  if (fetchCache.files > 0) stored.push(["Next's data cache", fetchCache.bytes / pages]);
  if (stats.nextCache) stored.push(["Next's cache in memory", stats.nextCache.bytes / pages]);
  if (redis) stored.push(["Redis", redis.bytes / pages]);
  for (const [name, bytes] of stored)
    checks.push({
      ok: bytes <= MAX_STORED_PAGE_BYTES,
      line: `${name}: ≤ ${MAX_STORED_PAGE_BYTES / KB} kB stored per page (seen ${(bytes / KB).toFixed(1)} kB)`,
    });
  return { lines, checks };
}
