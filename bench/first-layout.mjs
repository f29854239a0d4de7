// `npm run bench:layout` (issue 28): where a phone's main thread spends its layout time while it loads a page, the
// largest share of the blocking time Lighthouse reports for our pages. Serves the production build (ports
// LAYOUT_WEB_PORT / LAYOUT_API_PORT, default 3230 / 4230; data in .data/bench-layout) and `bench:floor`'s blank
// Next.js page (FLOOR_PORT, default 3220), and loads home, product list and the first product of both demo clinics
// at 412×823 (Lighthouse's phone) in a fresh browser context per run, recording Chromium's trace: the Layout events
// (their sum, the largest and the boxes it laid out), the time inside them spent on FontCache::GetFontPlatformData
// (font lookups: every @font-face rule of a family, once per size and weight in use) and the web-font files
// fetched. Each page is also loaded, alternating with the page as served, with a font stylesheet cut to the faces
// that page uses: what the ~200 unicode-range rules cost that it never needs. Median of LAYOUT_RUNS (default 7).
// Figures are milliseconds of this machine's CPU, unthrottled (Lighthouse's phone counts them four times over).
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium.mjs";
import { startFloor } from "./lib/framework-floor.mjs";
import { median } from "./lib/median.mjs";
import { startStack } from "./lib/servers.mjs";

const WEB_PORT = Number(process.env.LAYOUT_WEB_PORT ?? 3230);
const API_PORT = Number(process.env.LAYOUT_API_PORT ?? 4230);
const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? 3220);
const RUNS = Number(process.env.LAYOUT_RUNS ?? 7);
const CLINICS = ["lumiere", "haneul"];
const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
};
const CATEGORIES = "devtools.timeline,fonts";

const origin = (clinic) => `http://${clinic}.localhost:${WEB_PORT}`;
const fileName = (url) => new URL(url).pathname.split("/").pop();

async function pagesOf(clinic, apiUrl) {
  const response = await fetch(`${apiUrl}/products`, { headers: { "x-tenant-origin": origin(clinic) } });
  const { rows } = await response.json();
  const paths = ["/", "/products", ...(rows?.length ? [`/products/${rows[0].id}`] : [])];
  return paths.map((path) => `${origin(clinic)}${path}`);
}

/** Milliseconds of `name` events nested in the given events' spans on the same thread. */
function nestedMs(events, spans, name) {
  let total = 0;
  for (const event of events) {
    if (event.name !== name || !event.dur) continue;
    const inside = spans.some(
      (span) => span.tid === event.tid && event.ts >= span.ts && event.ts + event.dur <= span.ts + span.dur,
    );
    if (inside) total += event.dur;
  }
  return total / 1000;
}

/**
 * One load in a fresh context. `faces`: the font files to keep in the font stylesheet (every rule naming another
 * file is dropped), or null for the stylesheet as served.
 */
async function measure(browser, url, faces) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    if (faces) {
      await page.route(/\/fonts\.css$/, async (route) => {
        // Node cannot resolve *.localhost: fetched from loopback with the page's Host header.
        const { host } = new URL(route.request().url());
        const response = await route.fetch({
          url: route.request().url().replace(host, `127.0.0.1:${WEB_PORT}`),
          headers: { ...route.request().headers(), host },
        });
        const rules = (await response.text()).split(/(?=@font-face)/);
        const kept = rules.filter(
          (rule) => !rule.startsWith("@font-face") || [...faces].some((f) => rule.includes(f)),
        );
        await route.fulfill({ response, body: kept.join("") });
      });
    }
    const fonts = new Set();
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.add(fileName(request.url()));
    });
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    // Fonts and hydration settle after load; the page is not scrolled.
    await page.waitForTimeout(2_000);
    await cdp.send("Tracing.end");
    await complete;
    const layouts = events.filter((event) => event.name === "Layout" && event.dur);
    const largest = layouts.reduce((a, b) => (b.dur > (a?.dur ?? 0) ? b : a), null);
    return {
      layoutMs: layouts.reduce((sum, event) => sum + event.dur, 0) / 1000,
      largestMs: (largest?.dur ?? 0) / 1000,
      boxes: largest?.args?.beginData?.dirtyObjects ?? 0,
      fontLookupMs: nestedMs(events, layouts, "FontCache::GetFontPlatformData"),
      fonts,
    };
  } finally {
    await context.close();
  }
}

const summary = (runs) => ({
  layoutMs: median(runs.map((run) => run.layoutMs)),
  largestMs: median(runs.map((run) => run.largestMs)),
  boxes: median(runs.map((run) => run.boxes)),
  fontLookupMs: median(runs.map((run) => run.fontLookupMs)),
  fonts: median(runs.map((run) => run.fonts.size)),
});

const floor = await startFloor(FLOOR_PORT);
const stack = await startStack({ webPort: WEB_PORT, apiPort: API_PORT, dataDir: ".data/bench-layout" });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP *.localhost 127.0.0.1"],
});
const rows = [];
let blank;
try {
  const blankRuns = [];
  for (let run = 0; run < RUNS; run++) blankRuns.push(await measure(browser, floor.url, null));
  blank = summary(blankRuns);
  console.info(`[layout] blank Next.js page ${JSON.stringify(blank)}`);
  const urls = (await Promise.all(CLINICS.map((clinic) => pagesOf(clinic, stack.env.API_URL)))).flat();
  for (const url of urls) {
    // Rendered once and cached by the server, unmeasured; tells which font files the page uses.
    const { fonts: used } = await measure(browser, url, null);
    const runs = { served: [], usedFaces: [] };
    // Alternated, so a machine getting busier or quieter weighs on both alike.
    for (let run = 0; run < RUNS; run++) {
      runs.served.push(await measure(browser, url, null));
      runs.usedFaces.push(await measure(browser, url, used));
    }
    const row = { url, served: summary(runs.served), usedFaces: summary(runs.usedFaces) };
    console.info(`[layout] ${JSON.stringify(row)}`);
    rows.push(row);
  }
} finally {
  await browser.close();
  await Promise.all([stack.stop(), floor.stop()]);
}

const ms = (value) => value.toFixed(0);
console.info(
  `\nBlank Next.js page: layout ${ms(blank.layoutMs)} ms in all, largest ${ms(blank.largestMs)} ms (${blank.boxes} boxes), ${blank.fonts} font files.`,
);
console.info(
  "\n| page | layout ms (× blank) | largest layout ms (boxes) | font lookups in layout ms | font files | only the faces it uses: layout ms, font lookups ms |",
);
console.info("|---|---|---|---|---|---|");
for (const { url, served, usedFaces } of rows) {
  console.info(
    `| ${url} | ${ms(served.layoutMs)} (${(served.layoutMs / blank.layoutMs).toFixed(1)}×) | ${ms(served.largestMs)} (${served.boxes}) | ${ms(served.fontLookupMs)} | ${served.fonts} | ${ms(usedFaces.layoutMs)}, ${ms(usedFaces.fontLookupMs)} |`,
  );
}
