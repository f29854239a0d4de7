// The framework's floor (decision 0025): a blank App Router app — a root layout and one server-component page with a
// Korean heading and a link, no client component, no CSS, no font (and, decision 0053, a page of a clinic page's
// size made of constants) — written into .data/framework-floor, built with
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
  // The same framework rendering a page as large as a clinic's (issue 28, decision 0053): sections of product
  // cards made of constants, server components only, no data, no client code, no CSS, no images. Its HTML (with
  // React's payload of the same tree, as Next sends it) is about 125 kB, the mean of lumière's home, list, product
  // and notice pages. What Next and React alone cost per request for that much markup: a cold clinic page cannot
  // be cheaper than this without being smaller.
  "app/per-request-sized/page.jsx": `import { connection } from "next/server";

const SECTIONS = Array.from({ length: 11 }, (_, s) => ({
  id: s + 1,
  title: \`시술 분류 \${s + 1}: 리프팅과 피부 관리\`,
  cards: Array.from({ length: 12 }, (_, c) => ({
    id: s * 100 + c + 1,
    name: \`울쎄라 리프팅 \${s + 1}-\${c + 1}회 패키지\`,
    summary: "처진 피부를 끌어올리고 탄력을 되찾는 초음파 리프팅, 시술 후 바로 일상생활이 가능합니다.",
    note: "시술 시간 30분 · 마취 크림 포함 · 1:1 맞춤 상담 후 진행 · 주말 예약 가능",
    price: (99000 + c * 10000).toLocaleString("ko-KR"),
  })),
}));

export default async function Page() {
  await connection();
  return (
    <main>
      <h1>안녕하세요</h1>
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={\`s\${section.id}\`}>
          <h2 id={\`s\${section.id}\`}>{section.title}</h2>
          <ul>
            {section.cards.map((card) => (
              <li key={card.id}>
                <a href={\`/products/\${card.id}\`}>
                  <h3>{card.name}</h3>
                  <p>{card.summary}</p>
                  <p>{card.note}</p>
                  <span>{card.price}원</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
`,
};

/** The floor's page rendered per request (the blank page itself is prerendered at build). */
export const PER_REQUEST_PATH = "/per-request";
/** The floor's page of a clinic page's size, rendered per request. */
export const PER_REQUEST_SIZED_PATH = "/per-request-sized";

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
