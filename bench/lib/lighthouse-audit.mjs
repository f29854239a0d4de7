// One Lighthouse measurement of a page as issue 9 defines it: mobile emulation (Lighthouse's default config), Debian's
// Chromium, the four category scores against their targets, and the page's first-load JavaScript. Shared by
// `npm run lighthouse` (the demo clinics) and `npm run bench:floor` (a blank Next.js page, the framework's floor).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";
import { firstLoadJsKb } from "./first-load-js.mjs";

/** Issue 9's targets per category (scores 0–100) and for first-load JS. */
export const CATEGORY_TARGETS = { performance: 95, accessibility: 95, "best-practices": 95, seo: 100 };
export const FIRST_LOAD_JS_LIMIT_KB = 120;
const SCORE_SCALE = 100;
const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_FLAGS,
  // Any name but localhost's fails to resolve, so a page's third-party request cannot leave the machine.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1",
];

export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });

/**
 * Runs per page; the page's figures are those of the run with the median performance score, as Lighthouse's own
 * guidance advises: on this two-core machine one run's performance score moves by 10–20 points between runs (the
 * browser, the servers and Lighthouse share the cores, and the simulation scales what it observed).
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): one more try before the run counts as failed. */
const ATTEMPTS = 2;

/**
 * `url` is what Chromium opens; `direct` ({ url, headers }) is where this process fetches the same page for its
 * first-load JS (Node cannot resolve *.localhost, Chromium can).
 */
export async function medianRun(chrome, url, direct) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await auditWithRetry(chrome, url, direct));
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  return {
    ...median,
    performanceRuns: runs.map((run) => run.scores.performance),
    tbtRuns: runs.map((run) => run.values["total-blocking-time"]),
    lcpRuns: runs.map((run) => run.values["largest-contentful-paint"]),
  };
}

async function auditWithRetry(chrome, url, direct) {
  let lastError;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      return await audit(chrome, url, direct);
    } catch (error) {
      lastError = error;
    }
  }
  const scores = Object.fromEntries(Object.keys(CATEGORY_TARGETS).map((id) => [id, 0]));
  return {
    url,
    scores,
    metrics: {},
    values: {},
    misses: [{ category: "run", audits: [String(lastError)] }],
    js: { kb: 0, scripts: 0 },
    lcpElement: "?",
    fonts: { files: 0, kb: 0 },
  };
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

async function audit(chrome, url, direct) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(CATEGORY_TARGETS),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    Object.keys(CATEGORY_TARGETS).map((id) => [
      id,
      Math.round((lhr.categories[id].score ?? 0) * SCORE_SCALE),
    ]),
  );
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? "?"]));
  const values = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]));
  const misses = Object.entries(CATEGORY_TARGETS)
    .filter(([id, target]) => scores[id] < target)
    .map(([id]) => ({ category: id, audits: failingAudits(lhr, id) }));
  const js = await firstLoadJsKb(direct.url, direct.headers);
  return { url, scores, metrics, values, misses, js, lcpElement: lcpElementOf(lhr), fonts: fontsOf(lhr) };
}

/** The largest paint's element as Lighthouse names it (a selector and a snippet), to see what a page waits for. */
function lcpElementOf(lhr) {
  // Lighthouse 13 names it in the LCP breakdown insight (a list: the subparts' table, then the element).
  const items = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const node = items.find((item) => item.type === "node");
  return node ? `${node.selector ?? ""} ${node.snippet ?? ""}`.trim() : "?";
}

/** Web-font files the page downloaded during the run, and their transferred size in kB. */
function fontsOf(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const fonts = requests.filter((request) => request.resourceType === "Font");
  const kb = fonts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
  return { files: fonts.length, kb };
}

/** The audits that cost a category points: score below 1, not informative or skipped. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ""})`);
}
