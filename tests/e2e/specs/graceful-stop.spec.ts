import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { ownStackEnv, prepareOwnData, REPO_ROOT, untilAnswering } from "../support/own-stack";
import { expect, test } from "../support/test";

// What a SIGTERM does to the requests an instance has (decision 0038), on the production servers with their own
// ports and data directory: every request sent before the signal gets its whole answer, keep-alive clients that
// go on sending are answered until their connection closes and then find new connections refused, and the process
// exits as soon as that is done. The grace period is set far above the test's time, so a stop that waited for it
// would fail the test (and would exit 1).
const API_PORT = 4311;
const WEB_PORT = 3311;
const DATA_DIR = ".data/e2e-graceful-stop";
const TOKEN = randomBytes(24).toString("hex");
const GRACE_MS = 120_000;
const PAGES = ["/", "/products", "/cscenter/notice", "/events", "/introduce"];

const baseEnv = {
  ...ownStackEnv({ dataDir: DATA_DIR, apiPort: API_PORT, token: TOKEN }),
  API_PORT: String(API_PORT),
  WEB_PORT: String(WEB_PORT),
  REDIS_URL: "",
  SHUTDOWN_GRACE_MS: String(GRACE_MS),
};

interface Answer {
  status?: number;
  whole?: boolean;
  connection?: string;
  error?: string;
}

interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Server {
  child: ChildProcess;
  exited: Promise<number | null>;
  log: () => string;
}

function start(file: string): Server {
  const child = spawn(process.execPath, [file], {
    cwd: REPO_ROOT,
    env: baseEnv,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, log: () => log };
}

/** One request on `agent`; resolves with what the client saw. `held` delays the end of the body until it resolves. */
function send(
  agent: Agent,
  port: number,
  call: Call,
  held?: Promise<void>,
  onSent?: () => void,
): Promise<Answer> {
  return new Promise((resolve) => {
    const { method = "GET", path, headers = {}, body } = call;
    const req = request({ host: "127.0.0.1", port, method, path, agent, headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => {
        const declared = res.headers["content-length"];
        const whole = res.complete && (declared === undefined || Number(declared) === bytes);
        resolve({ status: res.statusCode, whole, connection: res.headers.connection });
      });
      res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (onSent) req.once("finish", onSent);
    if (held && body) {
      req.write(body.slice(0, 4));
      void held.then(() => req.end(body.slice(4)));
    } else req.end(body);
  });
}

/** Whether a new connection is accepted now. */
const connectOutcome = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("accepted");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });

/**
 * Keep-alive clients that go on sending until a new connection is refused: every request must be answered whole
 * (a load balancer reuses its open connections to an instance that is stopping).
 */
function clientsGoingOn(agent: Agent, port: number, calls: (round: number) => Call, count: number) {
  const cut: string[] = [];
  let answered = 0;
  const clients = Array.from({ length: count }, async (_, index) => {
    for (let round = index; ; round += 1) {
      const answer = await send(agent, port, calls(round));
      if (answer.error === "ECONNREFUSED") return;
      if (answer.error || !answer.whole || (answer.status ?? 500) >= 500) {
        cut.push(answer.error ?? `status ${answer.status}`);
        return;
      }
      answered += 1;
    }
  });
  return { done: Promise.all(clients), cut, answered: () => answered };
}

interface Scenario {
  port: number;
  server: Server;
  /** A request whose body is still on its way when the signal comes, and how it is answered when not stopping. */
  slow: Call;
  quick: (round: number) => Call;
}

/** Opens keep-alive connections, stops the server with requests in flight and on their way, and checks the answers. */
async function stopUnderKeepAliveTraffic({ port, server, slow, quick }: Scenario) {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  // Nine connections opened and answered once (and the pages rendered once); three of them stay idle.
  const warm = await Promise.all(Array.from({ length: 9 }, (_, index) => send(agent, port, quick(index))));
  // What each request is answered when the server is not stopping: the same answers are expected during the stop.
  const statuses = { quick: warm[0]?.status, slow: (await send(agent, port, slow)).status };
  expect(warm.map((answer) => answer.status)).toEqual(Array(9).fill(statuses.quick));
  expect(statuses.quick).toBeLessThan(500);
  expect(statuses.slow).toBeLessThan(500);

  let releaseBody = () => {};
  const held = new Promise<void>((release) => {
    releaseBody = release;
  });
  const inFlight = send(agent, port, slow, held);
  const traffic = clientsGoingOn(agent, port, quick, 4);
  await expect.poll(() => traffic.answered()).toBeGreaterThan(8);
  // Sent before the signal: written to their connections (the agent writes a turn after the call).
  const sent: Promise<void>[] = [];
  const justBefore = Array.from({ length: 5 }, (_, index) => {
    let onSent = () => {};
    sent.push(
      new Promise<void>((resolve) => {
        onSent = resolve;
      }),
    );
    return send(agent, port, quick(index), undefined, onSent);
  });
  await Promise.all(sent);
  server.child.kill("SIGTERM");

  // New connections are refused while the request in flight is still waiting for its body.
  await expect.poll(() => connectOutcome(port)).toBe("ECONNREFUSED");
  releaseBody();

  const slowAnswer = await inFlight;
  expect(slowAnswer).toMatchObject({ status: statuses.slow, whole: true });
  // Its client is told not to reuse the connection.
  expect(slowAnswer.connection).toBe("close");
  for (const answer of await Promise.all(justBefore)) {
    expect(answer).toMatchObject({ status: statuses.quick, whole: true });
  }
  await traffic.done;
  expect(traffic.cut).toEqual([]);
  // Exit 0 is the drained stop; the grace timer (two minutes away) would exit 1.
  expect(await server.exited).toBe(0);
  agent.destroy();
}

test.describe("a stopping instance answers what it has, then exits", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(({ isMobile }) => isMobile, "server behaviour: one run is enough");
  const children: ChildProcess[] = [];
  const started = (file: string) => {
    const server = start(file);
    children.push(server.child);
    return server;
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await prepareOwnData(DATA_DIR, baseEnv);
  });

  test.afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });

  test("the API: POSTs in flight and on keep-alive connections are answered, none gets a 5xx or a reset", async () => {
    test.setTimeout(90_000);
    const server = started("apps/api/dist/server.js");
    await untilAnswering(`http://127.0.0.1:${API_PORT}/health`);
    const json = { "content-type": "application/json" };
    await stopUnderKeepAliveTraffic({
      port: API_PORT,
      server,
      // Refused once its body has arrived (not an address).
      slow: {
        method: "POST",
        path: "/console/auth/sign-in",
        headers: json,
        body: JSON.stringify({ email: "not-an-address", password: "x" }),
      },
      // Refused without touching anything (no clinic, no refresh cookie).
      quick: () => ({ method: "POST", path: "/access-tokens", headers: json, body: "{}" }),
    }).catch((error) => {
      throw new Error(`${error}\n${server.log()}`);
    });
  });

  test("the web server: requests in flight and sent just before the signal get whole answers", async () => {
    test.setTimeout(150_000);
    started("apps/api/dist/server.js");
    await untilAnswering(`http://127.0.0.1:${API_PORT}/health`);
    const server = started("apps/web/server.mjs");
    await untilAnswering(`http://127.0.0.1:${WEB_PORT}/robots.txt`);
    const host = { host: `lumiere.localhost:${WEB_PORT}` };
    await stopUnderKeepAliveTraffic({
      port: WEB_PORT,
      server,
      // Changes nothing a test reads: the notices area of the demo clinic is dropped from the caches.
      slow: {
        method: "POST",
        path: "/ops/revalidate",
        headers: { ...host, authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ site: "lumiere", tables: ["notices"], areas: ["cscenter"] }),
      },
      quick: (round) => ({ path: PAGES[round % PAGES.length] ?? "/", headers: host }),
    });
  });
});
