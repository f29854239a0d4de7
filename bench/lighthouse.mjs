// `npm run lighthouse`: Lighthouse (mobile emulation, the default config) with Debian's Chromium on home, product
// list and product detail of both demo clinics, served by the production build on ports 3210/4210 (data in
// .data/bench-lighthouse). Prints the four category scores against issue 9's targets, the failing audits of any
// category below target, and the first-load JS of each page. Chromium resolves only localhost names: nothing
// reaches the internet. LIGHTHOUSE_RUNS (default 3) runs per page, reported by the median run. Exit code non-zero
// when a target is missed.
import {
  CATEGORY_TARGETS as CATEGORIES,
  FIRST_LOAD_JS_LIMIT_KB,
  launchChrome,
  medianRun,
} from "./lib/lighthouse-audit.mjs";
import { startStack } from "./lib/servers.mjs";

const WEB_PORT = 3210;
const API_PORT = 4210;
const CLINICS = ["lumiere", "haneul"];

const origin = (clinic) => `http://${clinic}.localhost:${WEB_PORT}`;
/** Node cannot resolve *.localhost (Chromium can): this script's own requests go to loopback with the Host header. */
const loopback = (page) => ({
  url: `http://127.0.0.1:${WEB_PORT}${page.path}`,
  headers: { host: `${page.clinic}.localhost:${WEB_PORT}` },
});

async function pagesOf(clinic, apiUrl) {
  const response = await fetch(`${apiUrl}/products`, { headers: { "x-tenant-origin": origin(clinic) } });
  const { rows } = await response.json();
  const pages = [
    { clinic, path: "/" },
    { clinic, path: "/products" },
  ];
  if (rows?.length) pages.push({ clinic, path: `/products/${rows[0].id}` });
  return pages;
}

const stack = await startStack({ webPort: WEB_PORT, apiPort: API_PORT, dataDir: ".data/bench-lighthouse" });
const chrome = await launchChrome();
const results = [];
try {
  const pages = (await Promise.all(CLINICS.map((clinic) => pagesOf(clinic, stack.env.API_URL)))).flat();
  // Each page once unmeasured first, so the figures are of cached pages (as a visitor after the first one sees).
  for (const page of pages) await fetch(loopback(page).url, { headers: loopback(page).headers });
  for (const page of pages) {
    const result = await medianRun(chrome, `${origin(page.clinic)}${page.path}`, loopback(page));
    console.info(
      `[lighthouse] ${result.url} ${JSON.stringify(result.scores)} (performance of each run: ${result.performanceRuns.join(", ")}; median run ${JSON.stringify(result.metrics)})`,
    );
    results.push(result);
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

const ids = Object.keys(CATEGORIES);
console.info(
  `\n| page | ${ids.join(" | ")} | first-load JS kB gzip |\n|---|${ids.map(() => "---|").join("")}---|`,
);
for (const { url, scores, js } of results) {
  console.info(
    `| ${url} | ${ids.map((id) => scores[id]).join(" | ")} | ${js.kb.toFixed(1)} (${js.scripts} files) |`,
  );
}
console.info(
  `| target | ${ids.map((id) => `≥ ${CATEGORIES[id]}`).join(" | ")} | ≤ ${FIRST_LOAD_JS_LIMIT_KB} |\n`,
);

let passed = true;
for (const { url, misses, js } of results) {
  const jsOk = js.kb <= FIRST_LOAD_JS_LIMIT_KB;
  passed &&= misses.length === 0 && jsOk;
  console.info(`${misses.length === 0 ? "PASS" : "FAIL"}  ${url} scores`);
  for (const miss of misses)
    console.info(`      ${miss.category}: ${miss.audits.join("; ") || "(no weighted audit below 1)"}`);
  console.info(
    `${jsOk ? "PASS" : "FAIL"}  ${url} first-load JS ${js.kb.toFixed(1)} kB ≤ ${FIRST_LOAD_JS_LIMIT_KB}`,
  );
}
if (!passed) process.exitCode = 1;
