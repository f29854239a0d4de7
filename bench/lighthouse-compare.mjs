// `npm run lighthouse:compare`: two running builds of the storefront side by side, for a change whose effect is
// smaller than Lighthouse's run-to-run spread on a 2-core machine. Audits each page on build A and on build B in
// turn, COMPARE_RUNS times (default 5), so a machine getting busier or quieter weighs on both alike, and prints the
// median performance, total blocking time and largest paint of each with every run. Both servers are started by
// hand (`WEB_PORT=… API_PORT=… DATA_DIR=… npm start` in each checkout) and named by COMPARE_A and COMPARE_B (web
// ports); COMPARE_PAGES lists "clinic/path" entries (default: both demo clinics' home, product list, first product).
import { median } from "./lib/median.mjs";

// One run per medianRun call: this script alternates the runs itself. Set before lighthouse-audit.mjs reads it.
process.env.LIGHTHOUSE_RUNS = "1";
const { launchChrome, medianRun } = await import("./lib/lighthouse-audit.mjs");

const PORTS = { A: Number(process.env.COMPARE_A), B: Number(process.env.COMPARE_B) };
if (!PORTS.A || !PORTS.B)
  throw new Error("COMPARE_A and COMPARE_B must name the web ports of two running builds");
const RUNS = Number(process.env.COMPARE_RUNS ?? 5);
const PAGES = (
  process.env.COMPARE_PAGES ?? "lumiere/,lumiere/products,lumiere/products/1,haneul/,haneul/products"
)
  .split(",")
  .filter(Boolean);

const target = (page, port) => {
  const [clinic, ...rest] = page.split("/");
  const path = `/${rest.join("/")}`;
  return {
    url: `http://${clinic}.localhost:${port}${path}`,
    // Node cannot resolve *.localhost: its own requests go to loopback with the Host header.
    direct: { url: `http://127.0.0.1:${port}${path}`, headers: { host: `${clinic}.localhost:${port}` } },
  };
};

const chrome = await launchChrome();
const rows = [];
try {
  for (const page of PAGES) {
    const runs = { A: [], B: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const side of ["A", "B"]) {
        const { url, direct } = target(page, PORTS[side]);
        const result = await medianRun(chrome, url, direct);
        runs[side].push({
          performance: result.scores.performance,
          tbt: result.values["total-blocking-time"] ?? Number.NaN,
          lcp: result.values["largest-contentful-paint"] ?? Number.NaN,
        });
      }
    }
    const summary = (list) => ({
      performance: median(list.map((run) => run.performance)),
      tbt: median(list.map((run) => run.tbt)),
      lcp: median(list.map((run) => run.lcp)),
      runs: list.map((run) => run.performance).join(", "),
    });
    const row = { page, A: summary(runs.A), B: summary(runs.B) };
    console.info(`[compare] ${JSON.stringify(row)}`);
    rows.push(row);
  }
} finally {
  await chrome.kill();
}

console.info(
  "\n| page | A: performance (runs) | A: TBT ms | A: LCP ms | B: performance (runs) | B: TBT ms | B: LCP ms |",
);
console.info("|---|---|---|---|---|---|---|");
for (const { page, A, B } of rows) {
  const cells = (side) =>
    `${side.performance} (${side.runs}) | ${Math.round(side.tbt)} | ${Math.round(side.lcp)}`;
  console.info(`| ${page} | ${cells(A)} | ${cells(B)} |`);
}
