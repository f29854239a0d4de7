// The framework's floor (decision 0025): a blank App Router app — a root layout and one server-component page with a
// Korean heading and a link, no client component, no CSS, no font — written into .data/framework-floor, built with
// the repository's own Next.js (Turbopack, as our storefront; webpack with FLOOR_BUNDLER=webpack) and served with
// `next start`. Shared by `npm run bench:floor` (the floor alone) and `npm run lighthouse` (every page beside it,
// in the same run, so a loaded machine moves both alike).
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fromRoot } from "../../scripts/lib/paths.mjs";
import { run } from "../../scripts/lib/run.mjs";
import { spawnServer, stopServer, waitFor } from "./servers.mjs";

// Inside the repository, so `next`, `react` and `react-dom` resolve from its node_modules (the versions we ship).
const APP_DIR = fromRoot(".data/framework-floor");
const NEXT_CLI = fromRoot("node_modules/next/dist/bin/next");
export const FLOOR_BUNDLER = process.env.FLOOR_BUNDLER === "webpack" ? "webpack" : "turbopack";

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
  // The same page rendered for every request (issue 28's many-clinics bench compares a cold clinic page with it):
  // what Next and React cost a server render before any of our code, data or caches.
  "app/per-request/page.jsx": `import { connection } from "next/server";

export default async function Page() {
  await connection();
  return (
    <main>
      <h1>안녕하세요</h1>
      <a href="/about">병원 소개</a>
    </main>
  );
}
`,
};

/** The floor's page rendered per request (the blank page itself is prerendered at build). */
export const PER_REQUEST_PATH = "/per-request";

const STAMP = join(APP_DIR, ".next/floor-stamp.json");

/** What the build is made of: the files, the bundler and the framework's versions. */
async function stampText() {
  const version = async (name) =>
    JSON.parse(await readFile(fromRoot(`node_modules/${name}/package.json`), "utf8")).version;
  const versions = await Promise.all(["next", "react", "react-dom"].map(version));
  return JSON.stringify({ FILES, FLOOR_BUNDLER, versions });
}

/**
 * Writes, builds and serves the blank page on `port`; resolves once it answers, with its URLs and a stop(). A
 * build of the same files, bundler and framework versions is reused (it would come out the same).
 */
export async function startFloor(port) {
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  const stamp = await stampText();
  const built = await readFile(STAMP, "utf8").catch(() => "");
  if (built !== stamp) {
    await rm(APP_DIR, { recursive: true, force: true });
    for (const [path, text] of Object.entries(FILES)) {
      await mkdir(join(APP_DIR, path, ".."), { recursive: true });
      await writeFile(join(APP_DIR, path), text);
    }
    const buildArgs = [NEXT_CLI, "build", ...(FLOOR_BUNDLER === "webpack" ? ["--webpack"] : [])];
    await run(process.execPath, buildArgs, { cwd: APP_DIR, env, stdio: ["ignore", "ignore", "inherit"] });
    await writeFile(STAMP, stamp);
  }
  const server = spawnServer([NEXT_CLI, "start", "-p", String(port)], env, APP_DIR);
  const direct = { url: `http://127.0.0.1:${port}/`, headers: {} };
  await waitFor(direct.url, {}, server);
  return { url: `http://localhost:${port}/`, direct, stop: () => stopServer(server) };
}
