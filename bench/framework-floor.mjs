// `npm run bench:floor`: what Next.js and React cost a page before any of our code. Writes a blank App Router app
// (a root layout and one server-component page with a Korean heading and a link, no client component, no CSS, no
// font) into .data/framework-floor, builds it with the repository's own Next.js (Turbopack, as our storefront; then
// webpack with FLOOR_BUNDLER=webpack), serves it with `next start` on port 3220 and measures it as `npm run
// lighthouse` measures the clinics' pages: first-load JS (gzip) and Lighthouse mobile, median of LIGHTHOUSE_RUNS.
// Issue 9's first-load JS budget (120 kB) and performance target (95) are printed against it.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fromRoot } from "../scripts/lib/paths.mjs";
import { run } from "../scripts/lib/run.mjs";
import {
  CATEGORY_TARGETS,
  FIRST_LOAD_JS_LIMIT_KB,
  launchChrome,
  medianRun,
} from "./lib/lighthouse-audit.mjs";
import { spawnServer, stopServer, waitFor } from "./lib/servers.mjs";

const PORT = 3220;
// Inside the repository, so `next`, `react` and `react-dom` resolve from its node_modules (the versions we ship).
const APP_DIR = fromRoot(".data/framework-floor");
const NEXT_CLI = fromRoot("node_modules/next/dist/bin/next");
const BUNDLER = process.env.FLOOR_BUNDLER === "webpack" ? "webpack" : "turbopack";

const FILES = {
  "package.json": JSON.stringify({ name: "framework-floor", private: true, type: "module" }),
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "app/layout.jsx": `export default function RootLayout({ children }) {
  return (
    <html lang="ko">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>안녕하세요</h1>
      <a href="/about">병원 소개</a>
    </main>
  );
}
`,
};

await rm(APP_DIR, { recursive: true, force: true });
for (const [path, text] of Object.entries(FILES)) {
  await mkdir(join(APP_DIR, path, ".."), { recursive: true });
  await writeFile(join(APP_DIR, path), text);
}
const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
const buildArgs = [NEXT_CLI, "build", ...(BUNDLER === "webpack" ? ["--webpack"] : [])];
await run(process.execPath, buildArgs, { cwd: APP_DIR, env, stdio: ["ignore", "ignore", "inherit"] });

const server = spawnServer([NEXT_CLI, "start", "-p", String(PORT)], env, APP_DIR);
const url = `http://localhost:${PORT}/`;
const chrome = await launchChrome();
let result;
try {
  await waitFor(`http://127.0.0.1:${PORT}/`, {}, server);
  result = await medianRun(chrome, url, { url: `http://127.0.0.1:${PORT}/`, headers: {} });
} finally {
  await chrome.kill();
  await stopServer(server);
}

const { performance } = CATEGORY_TARGETS;
console.info(`[floor] blank Next.js page, ${BUNDLER} build: ${url}`);
console.info(
  `[floor] first-load JS ${result.js.kb.toFixed(1)} kB gzip in ${result.js.scripts} scripts (budget ≤ ${FIRST_LOAD_JS_LIMIT_KB})`,
);
console.info(
  `[floor] performance ${result.scores.performance} (runs: ${result.performanceRuns.join(", ")}; target ≥ ${performance}); median run ${JSON.stringify(result.metrics)}`,
);
