// `npm run bench:floor`: what Next.js and React cost a page before any of our code (decision 0025). Builds the blank
// App Router page of bench/lib/framework-floor.mjs, serves it with `next start` on FLOOR_PORT (default 3220) and
// measures it as `npm run lighthouse` measures the clinics' pages: first-load JS (gzip) and Lighthouse mobile,
// median of LIGHTHOUSE_RUNS. Issue 9's first-load JS budget (120 kB) and performance target (95) are printed
// against it. `npm run lighthouse` measures the same page in its own run, beside the clinics' pages.

import { FLOOR_BUNDLER, startFloor } from "./lib/framework-floor.mjs";
import {
  CATEGORY_TARGETS,
  FIRST_LOAD_JS_LIMIT_KB,
  launchChrome,
  medianRun,
} from "./lib/lighthouse-audit.mjs";

const PORT = Number(process.env.FLOOR_PORT ?? 3220);

const floor = await startFloor(PORT);
const chrome = await launchChrome();
let result;
try {
  result = await medianRun(chrome, floor.url, floor.direct);
} finally {
  await chrome.kill();
  await floor.stop();
}

const { performance } = CATEGORY_TARGETS;
console.info(`[floor] blank Next.js page, ${FLOOR_BUNDLER} build: ${floor.url}`);
console.info(
  `[floor] first-load JS ${result.js.kb.toFixed(1)} kB gzip in ${result.js.scripts} scripts (budget ≤ ${FIRST_LOAD_JS_LIMIT_KB})`,
);
console.info(
  `[floor] performance ${result.scores.performance} (runs: ${result.performanceRuns.join(", ")}; target ≥ ${performance}); median run ${JSON.stringify(result.metrics)}`,
);
