import { Agent, createServer, type IncomingMessage, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type GracefulStop, trackForGracefulStop } from "./graceful-stop";

interface Answer {
  status?: number;
  body?: string;
  connection?: string;
  error?: string;
}

let server: Server;
let agent: Agent;

afterEach(() => {
  agent?.destroy();
  server?.closeAllConnections();
  server?.close();
});

/** A server whose /slow answers wait for `release()`, /stream writes its head at once and ends on release. */
async function listening() {
  const waiting: (() => void)[] = [];
  const arrived: string[] = [];
  server = createServer();
  const stopper: GracefulStop = trackForGracefulStop(server, {
    isEndless: (req) => req.headers.accept === "text/event-stream",
  });
  server.on("request", (req: IncomingMessage, res) => {
    arrived.push(req.url ?? "");
    if (req.url === "/slow") waiting.push(() => res.end("slow answer"));
    else if (req.url === "/stream") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("first part, ");
      waiting.push(() => res.end("last part"));
    } else if (req.url === "/events") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: hello\n\n");
    } else res.end(`answer for ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  agent = new Agent({ keepAlive: true, maxSockets: 10 });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve) => {
      const req = request({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode, body, connection: res.headers.connection as string }),
        );
        res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      });
      req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      req.end();
    });
  const releaseAll = () => {
    for (const release of waiting.splice(0)) release();
  };
  const untilWaiting = async (count: number) => {
    while (waiting.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return { port, stopper, get, releaseAll, untilWaiting, arrived };
}

describe("graceful stop", () => {
  it("answers requests in flight with Connection: close, then resolves once every connection is closed", async () => {
    const { stopper, get, releaseAll, untilWaiting } = await listening();
    // Two idle keep-alive connections, and two requests in flight on two more.
    await Promise.all([get("/a"), get("/b")]);
    const slow = get("/slow");
    const streamed = get("/stream");
    await untilWaiting(2);

    let stopped = false;
    const stopping = stopper.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    expect(stopper.inFlight()).toBe(2);

    releaseAll();
    const [slowAnswer, streamedAnswer] = await Promise.all([slow, streamed]);
    expect(slowAnswer).toEqual({ status: 200, body: "slow answer", connection: "close" });
    // Its head went out with keep-alive before the stop; the connection is closed once the answer is complete.
    expect(streamedAnswer).toMatchObject({
      status: 200,
      body: "first part, last part",
      connection: "keep-alive",
    });
    await stopping;
    expect(stopper.inFlight()).toBe(0);
  });

  it("answers a request whose bytes arrived just before the stop, on a connection that was idle", async () => {
    const { port, stopper, arrived } = await listening();
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      received += chunk;
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write("GET /first HTTP/1.1\r\nHost: test\r\n\r\n");
    while (arrived.length < 1) await new Promise((resolve) => setImmediate(resolve));
    while (!received.includes("answer for /first")) await new Promise((resolve) => setImmediate(resolve));

    // The connection is idle; a request is written, and the stop comes before the server has read it.
    socket.write("GET /second HTTP/1.1\r\nHost: test\r\n\r\n");
    const stopping = stopper.stop();
    await closed;
    await stopping;
    expect(received).toContain("answer for /second");
    expect(received.split("\r\n\r\n").at(-2)).toMatch(/connection: close/i);
  });

  it("answers the first request of a connection accepted just before the stop", async () => {
    const { port, stopper } = await listening();
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      received += chunk;
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    const stopping = stopper.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.write("GET /late HTTP/1.1\r\nHost: test\r\n\r\n");
    await closed;
    await stopping;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/connection: close/i);
    expect(received).toContain("answer for /late");
  });

  it("closes a connection that sends nothing, so it does not hold the stop", async () => {
    const { port, stopper } = await listening();
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await stopper.stop();
    await closed;
  });

  it("refuses new connections and cuts event streams, which never end by themselves", async () => {
    const { port, stopper, get } = await listening();
    const events = get("/events", { accept: "text/event-stream" });
    while (stopper.inFlight() < 1) await new Promise((resolve) => setImmediate(resolve));
    await stopper.stop();
    expect(await events).toMatchObject({ error: expect.any(String) });
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => resolve("connected"));
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
  });

  it("answers requests pipelined on one connection, the last one with Connection: close", async () => {
    const { port, stopper, releaseAll, untilWaiting, arrived } = await listening();
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      received += chunk;
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write("GET /slow HTTP/1.1\r\nHost: test\r\n\r\n");
    await untilWaiting(1);
    const stopping = stopper.stop();
    // Sent during the stop, on the open connection, behind the answer in flight.
    socket.write("GET /after HTTP/1.1\r\nHost: test\r\n\r\n");
    while (arrived.length < 2) await new Promise((resolve) => setImmediate(resolve));
    releaseAll();
    await closed;
    await stopping;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).not.toMatch(/connection: close/i);
    expect(answers[0]).toContain("slow answer");
    expect(answers[1]).toMatch(/connection: close/i);
    expect(answers[1]).toContain("answer for /after");
  });
});
