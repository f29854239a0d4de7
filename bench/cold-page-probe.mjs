// `node bench/cold-page-probe.mjs [code…]` (issue 28): where a cold page's cost is. Serves the build on the many
// clinics' data (.data/bench-many, made by `npm run bench` or `npm run db:generate-clinics`) and asks each given
// clinic (default c0007) for its home, product list, a product and its notices, once each and cold, one at a
// time: per page the API calls the render made, the time, the HTML's size and how much of it is React's
// server-component payload (the inline `self.__next_f.push` scripts), plain and gzipped.
// Ports: BENCH_WEB_PORT / BENCH_API_PORT (default 3290 / 4290).
import { spawn } from "node:child_process";
import { request } from "node:http";
import { gzipSync } from "node:zlib";
import { repoRoot } from "../scripts/lib/paths.mjs";
import { serverEnv, startWeb, stopServer, waitFor } from "./lib/servers.mjs";

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3290);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4290);
const codes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["c0007"];
const env = serverEnv({ webPort, apiPort, dataDir: process.env.BENCH_MANY_DATA_DIR ?? ".data/bench-many" });
env.LOG_LEVEL = "info";

// The API with its log on a pipe: every request is one "incoming request" line.
const api = spawn(process.execPath, ["apps/api/dist/server.js"], {
  cwd: repoRoot,
  env,
  stdio: ["ignore", "pipe", "inherit"],
});
const calls = [];
let buffered = "";
api.stdout.on("data", (chunk) => {
  buffered += chunk;
  const lines = buffered.split("\n");
  buffered = lines.pop();
  for (const line of lines) {
    try {
      const entry = JSON.parse(line);
      if (entry.msg === "incoming request") calls.push(entry);
    } catch {
      // Not a log line.
    }
  }
});
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

/** GET with a Host header of our choosing (fetch does not let one set it). */
function get(path, host) {
  return new Promise((resolveGet, reject) => {
    const req = request(
      { host: "127.0.0.1", port: webPort, path, headers: { host, accept: "text/html" } },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolveGet({ status: res.statusCode, html: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}
try {
  await waitFor(`${env.API_URL}/health`, {}, api);
  const web = await startWeb(env);
  try {
    for (const code of codes) {
      const host = `${code}.localhost`;
      const list = await fetch(`${env.API_URL}/products?page=1&pageSize=1`, {
        headers: { "x-tenant-origin": `http://${host}:${webPort}` },
      });
      const productId = (await list.json()).rows[0].id;
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
      for (const path of ["/", "/products", `/products/${productId}`, "/cscenter/notice"]) {
        calls.length = 0;
        const started = performance.now();
        const response = await get(path, `${host}:${webPort}`);
        const { html } = response;
        const ms = performance.now() - started;
        await new Promise((resolveWait) => setTimeout(resolveWait, 200));
        const rsc = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
          .map((m) => m[1])
          .join("");
        const urls = calls.map((entry) => entry.req?.url ?? "?");
        console.info(
          `${host}${path}: ${response.status}, ${ms.toFixed(0)} ms, ${calls.length} API calls, HTML ${kB(html.length)} (gzip ${kB(gzipSync(html).length)}), RSC payload ${kB(rsc.length)} (gzip ${kB(gzipSync(rsc).length)})`,
        );
        if (process.env.PROBE_LIST_CALLS === "1") for (const url of urls) console.info(`    ${url}`);
      }
    }
  } finally {
    await stopServer(web);
  }
} finally {
  await stopServer(api);
}
