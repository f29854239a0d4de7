// `node bench/graceful-stop.mjs`: what a SIGTERM does to the requests a web or API instance has (issue 28,
// decision 0038). For each server file (the current one, and with BASELINE_WEB / BASELINE_API a copy of an older
// one, measured in the same run on the same data):
//   burst    keep-alive connections opened first; one request in flight (its body still being sent), five more sent
//            just before the signal, three connections idle; then SIGTERM. Counts the complete answers and the
//            time from the signal to the process's exit.
//   traffic  eight keep-alive clients requesting in a loop; SIGTERM after 1.5 s; each client goes on until a new
//            connection is refused. Counts answers, cut requests and the time from the signal to the exit.
// BENCH_WITH_SIGNAL=1 sends the five requests in the same turn as the signal (they reach the server beside it);
// BENCH_ONLY=web|api measures one server. A baseline web file: `git show REF:apps/web/server.mjs >
// apps/web/server-baseline.mjs` (it must sit beside server.mjs); a baseline API: a copy of that REF's
// apps/api/dist/server.js inside apps/api/dist/.
// Figures, not assertions (the behaviour is asserted by tests/e2e/specs/graceful-stop.spec.ts).
import { spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { fromRoot, repoRoot } from "../scripts/lib/paths.mjs";
import { printKeyValues } from "./lib/measure.mjs";
import { ensureBuild, prepareDatabase, serverEnv, startApi, waitFor } from "./lib/servers.mjs";

const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3720);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4720);
const GRACE_MS = 10_000;
const PAGES = ["/", "/products", "/cscenter/notice", "/events", "/introduce"];
const env = {
  ...serverEnv({ webPort: WEB_PORT, apiPort: API_PORT, dataDir: ".data/bench-graceful-stop" }),
  SHUTDOWN_GRACE_MS: String(GRACE_MS),
};

/** One request on `agent`; resolves with what the client saw, never rejects. */
function send(agent, { port, method = "GET", path, headers = {}, body, holdBody, onSent }) {
  return new Promise((resolveSend) => {
    const req = request({ host: "127.0.0.1", port, method, path, agent, headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => {
        bytes += chunk.length;
      });
      res.on("end", () => {
        const declared = res.headers["content-length"];
        const whole = res.complete && (declared === undefined || Number(declared) === bytes);
        resolveSend({ status: res.statusCode, whole, connection: res.headers.connection, at: Date.now() });
      });
      res.on("error", (error) => resolveSend({ error: error.code ?? error.message, at: Date.now() }));
    });
    req.on("error", (error) => resolveSend({ error: error.code ?? error.message, at: Date.now() }));
    if (onSent) req.once("finish", onSent);
    if (holdBody) {
      req.write(body.subarray(0, 4));
      holdBody.then(() => req.end(body.subarray(4)));
    } else req.end(body);
  });
}

function startServer(kind, file) {
  const args = kind === "web" ? [file] : [file];
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolveExit) =>
    child.once("exit", (code, signal) => resolveExit({ code, signal, at: Date.now() })),
  );
  return { child, exited };
}

const target = (kind) =>
  kind === "web"
    ? { port: WEB_PORT, headers: { host: `lumiere.localhost:${WEB_PORT}` } }
    : { port: API_PORT, headers: { origin: `http://lumiere.localhost:${WEB_PORT}` } };

/** A request that changes nothing and is answered the same before and during a stop. */
function slowRequest(kind) {
  if (kind === "web") {
    return {
      method: "POST",
      path: "/ops/revalidate",
      headers: { authorization: `Bearer ${env.REVALIDATE_TOKEN}`, "content-type": "application/json" },
      body: Buffer.from(JSON.stringify({ site: "lumiere", tables: ["notices"], areas: ["cscenter"] })),
    };
  }
  // Read to its end before it is refused (a malformed address): in flight while its body is on its way.
  return {
    method: "POST",
    path: "/console/auth/sign-in",
    headers: { "content-type": "application/json" },
    body: Buffer.from(JSON.stringify({ email: "not-an-address", password: "x" })),
  };
}

/** The API's quick request: a POST answered without a body or the database (no refresh cookie: 401). */
const quickRequest = (kind, index) =>
  kind === "web"
    ? { path: PAGES[index % PAGES.length] }
    : { method: "POST", path: "/access-tokens", headers: { "content-type": "application/json" }, body: "{}" };

async function started(kind, file) {
  const server = startServer(kind, file);
  const { port, headers } = target(kind);
  const url = kind === "web" ? `http://127.0.0.1:${port}/robots.txt` : `http://127.0.0.1:${port}/health`;
  await waitFor(url, headers, server.child);
  return server;
}

async function burst(kind, file) {
  const server = await started(kind, file);
  const { port, headers } = target(kind);
  const agent = new Agent({ keepAlive: true, maxSockets: 9 });
  // Nine connections, each answered once (pages rendered once, so the five are served as visitors get them).
  await Promise.all(
    Array.from({ length: 9 }, (_, index) => send(agent, { port, headers, ...quickRequest(kind, index) })),
  );
  let releaseBody = () => {};
  const holdBody = new Promise((release) => {
    releaseBody = release;
  });
  const slow = slowRequest(kind);
  const inFlight = send(agent, { port, ...slow, headers: { ...headers, ...slow.headers }, holdBody });
  await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  // Sent before the signal: written to the connections (the agent writes a turn after the call).
  const written = [];
  const justBefore = Array.from({ length: 5 }, (_, index) => {
    const quick = quickRequest(kind, index);
    const sent = new Promise((onSent) => written.push(onSent));
    const answer = send(agent, {
      port,
      ...quick,
      headers: { ...headers, ...quick.headers },
      onSent: written.at(-1),
    });
    return { answer, sent };
  });
  // BENCH_WITH_SIGNAL=1: signal in the same turn as the calls, so the requests reach the server beside the signal.
  if (process.env.BENCH_WITH_SIGNAL !== "1") await Promise.all(justBefore.map((call) => call.sent));
  const signalled = Date.now();
  server.child.kill("SIGTERM");
  setTimeout(releaseBody, 300);
  const answers = await Promise.all([inFlight, ...justBefore.map((call) => call.answer)]);
  const exit = await server.exited;
  agent.destroy();
  const complete = answers.filter(
    (answer) => answer.status !== undefined && answer.status < 500 && answer.whole,
  );
  return {
    complete: `${complete.length}/${answers.length}`,
    cut: answers.filter((answer) => answer.error).map((answer) => answer.error),
    exitMs: exit.at - signalled,
    lastAnswerMs: Math.max(...answers.map((answer) => answer.at)) - signalled,
    exitCode: exit.code,
  };
}

async function traffic(kind, file) {
  const server = await started(kind, file);
  const { port, headers } = target(kind);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  let signalled = 0;
  const counts = { answered: 0, refused: 0, cut: 0, serverErrors: 0, afterSignal: 0, cutBy: {} };
  const client = async (index) => {
    for (let round = 0; ; round += 1) {
      const quick = quickRequest(kind, index + round);
      const answer = await send(agent, { port, ...quick, headers: { ...headers, ...quick.headers } });
      if (answer.error === "ECONNREFUSED") {
        counts.refused += 1;
        return;
      }
      if (answer.error || !answer.whole) {
        counts.cut += 1;
        const why = `${answer.error ?? "incomplete"}${signalled ? "" : " (before the signal)"}`;
        counts.cutBy[why] = (counts.cutBy[why] ?? 0) + 1;
      } else if (answer.status >= 500) counts.serverErrors += 1;
      else counts.answered += 1;
      if (signalled && !answer.error) counts.afterSignal += 1;
      if (answer.error && signalled) return;
    }
  };
  const clients = Array.from({ length: 8 }, (_, index) => client(index));
  await new Promise((resolveWait) => setTimeout(resolveWait, 1_500));
  signalled = Date.now();
  server.child.kill("SIGTERM");
  const exit = await server.exited;
  await Promise.all(clients);
  agent.destroy();
  return { ...counts, cutBy: JSON.stringify(counts.cutBy), exitMs: exit.at - signalled, exitCode: exit.code };
}

await ensureBuild();
await prepareDatabase(env);
// The web's pages need the API; the API runs measured on its own.
const api = await startApi(env);
// BENCH_ONLY=api or web measures one of them.
const only = process.env.BENCH_ONLY;
const files = [
  ["web", "current", "apps/web/server.mjs"],
  ...(process.env.BASELINE_WEB ? [["web", "baseline", process.env.BASELINE_WEB]] : []),
].filter(([kind]) => !only || kind === only);
const results = [];
for (const [kind, label, file] of files) {
  results.push({ kind, label, scenario: "burst", ...(await burst(kind, fromRoot(file))) });
  results.push({ kind, label, scenario: "traffic", ...(await traffic(kind, fromRoot(file))) });
}
api.kill("SIGTERM");
await new Promise((resolveExit) => api.once("exit", resolveExit));
const apiFiles = [
  ["api", "current", "apps/api/dist/server.js"],
  ...(process.env.BASELINE_API ? [["api", "baseline", process.env.BASELINE_API]] : []),
].filter(([kind]) => !only || kind === only);
for (const [kind, label, file] of apiFiles) {
  results.push({ kind, label, scenario: "burst", ...(await burst(kind, fromRoot(file))) });
  results.push({ kind, label, scenario: "traffic", ...(await traffic(kind, fromRoot(file))) });
}
printKeyValues(results);
console.info(`grace timer: ${GRACE_MS} ms (SHUTDOWN_GRACE_MS)`);
