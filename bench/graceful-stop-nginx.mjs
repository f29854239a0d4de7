// `node bench/graceful-stop-nginx.mjs`: POSTs through nginx to two API instances on PostgreSQL while each instance
// is stopped (SIGTERM) and started again in turn, as a rolling deploy does (issue 28, decision 0038). Counts the
// answers nginx gives (401 is the answer of the POST used: no refresh cookie) and the time from each signal to the
// instance's exit. Needs nginx on PATH and PostgreSQL (BENCH_DATABASE_URL, default the test server's `drain_bench`
// database, created when missing). With BASELINE_API (a copy of an older apps/api/dist/server.js) the same is
// measured for it first, in the same run; NGINX_NEXT_UPSTREAM sets nginx's proxy_next_upstream (default: nginx's).
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import { fromRoot, repoRoot } from "../scripts/lib/paths.mjs";
import { printKeyValues } from "./lib/measure.mjs";
import { createDatabaseIfMissing } from "./lib/postgres-database.mjs";
import { ensureBuild, prepareDatabase, serverEnv, spawnServer, waitFor } from "./lib/servers.mjs";

const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 4730);
const API_PORTS = [4731, 4732];
const CLIENTS = 16;
/**
 * nginx leaves an instance aside this long after a refused connection (its passive check): the next instance is
 * stopped only after that, as a rolling deploy must, or nginx has no instance left to try.
 */
const FAIL_TIMEOUT_S = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/drain_bench";
const nginxDir = fromRoot(".data/bench-graceful-stop-nginx");

async function startNginx() {
  await mkdir(nginxDir, { recursive: true });
  const nextUpstream = process.env.NGINX_NEXT_UPSTREAM
    ? `proxy_next_upstream ${process.env.NGINX_NEXT_UPSTREAM};`
    : "";
  const conf = `
daemon off;
worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  upstream api {
    ${API_PORTS.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join("\n    ")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      ${nextUpstream}
    }
  }
}
`;
  await writeFile(`${nginxDir}/nginx.conf`, conf);
  const child = spawn("nginx", ["-c", `${nginxDir}/nginx.conf`, "-p", nginxDir], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.on("exit", () => child.kill("SIGTERM"));
  return child;
}

function post(agent) {
  return new Promise((resolvePost) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: NGINX_PORT,
        method: "POST",
        path: "/access-tokens",
        agent,
        headers: { "content-type": "application/json" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolvePost(String(res.statusCode)));
        res.on("error", (error) => resolvePost(error.code ?? "error"));
      },
    );
    req.on("error", (error) => resolvePost(error.code ?? "error"));
    req.end("{}");
  });
}

async function measure(label, file, env) {
  const start = (port) => spawnServer([file], { ...env, API_PORT: String(port) });
  const instances = API_PORTS.map(start);
  await Promise.all(
    API_PORTS.map((port, index) => waitFor(`http://127.0.0.1:${port}/health`, {}, instances[index])),
  );
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const answers = new Map();
  let running = true;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (running) {
      const answer = await post(agent);
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
    }
  });
  const exits = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, port] of API_PORTS.entries()) {
      await new Promise((resolveWait) => setTimeout(resolveWait, FAIL_TIMEOUT_S * 1_000 + 1_000));
      const instance = instances[index];
      const signalled = Date.now();
      const exited = new Promise((resolveExit) => instance.once("exit", (code) => resolveExit(code)));
      instance.kill("SIGTERM");
      const code = await exited;
      exits.push({ ms: Date.now() - signalled, code });
      instances[index] = start(port);
      await waitFor(`http://127.0.0.1:${port}/health`, {}, instances[index]);
    }
  }
  await new Promise((resolveWait) => setTimeout(resolveWait, 1_000));
  running = false;
  await Promise.all(clients);
  agent.destroy();
  await Promise.all(
    instances.map(
      (instance) => new Promise((resolveExit) => instance.once("exit", resolveExit).kill("SIGTERM")),
    ),
  );
  const total = [...answers.values()].reduce((sum, count) => sum + count, 0);
  return {
    label,
    posts: total,
    answers: Object.fromEntries(answers),
    // 5xx from nginx (502: the instance cut the request) and requests that got no answer at all.
    failed: [...answers].filter(([answer]) => !/^[1-4]\d\d$/.test(answer)).reduce((sum, [, n]) => sum + n, 0),
    stops: exits.length,
    exitMs: exits.map((exit) => exit.ms).join(" "),
    exitCodes: [...new Set(exits.map((exit) => exit.code))].join(" "),
  };
}

await ensureBuild();
await createDatabaseIfMissing(databaseUrl);
const env = {
  ...serverEnv({
    webPort: 3730,
    apiPort: API_PORTS[0],
    dataDir: ".data/bench-graceful-stop-nginx",
    databaseUrl,
  }),
  WEB_REVALIDATE_URL: "",
  SHUTDOWN_GRACE_MS: "10000",
  TRUST_PROXY: "loopback",
};
await prepareDatabase(env);
const nginx = await startNginx();
const results = [];
if (process.env.BASELINE_API)
  results.push(await measure("baseline", fromRoot(process.env.BASELINE_API), env));
results.push(await measure("current", fromRoot("apps/api/dist/server.js"), env));
// A graceful stop of nginx, waited for: its worker would outlive a killed master.
await new Promise((resolveExit) => nginx.once("exit", resolveExit).kill("SIGQUIT"));
printKeyValues(results);
console.info(`proxy_next_upstream: ${process.env.NGINX_NEXT_UPSTREAM ?? "nginx's default (error timeout)"}`);
