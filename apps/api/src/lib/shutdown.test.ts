import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "@clinic/db";
import { createTestDatabase } from "@clinic/db/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { createShutdown } from "./shutdown";

describe("graceful shutdown", () => {
  let mediaDir: string;
  afterEach(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  async function listeningApp(database: Database) {
    mediaDir = await mkdtemp(join(tmpdir(), "clinic-api-media-"));
    const app = await buildApp({ database, mediaDir });
    let releaseSlow: () => void = () => {};
    const slowStarted = new Promise<void>((started) => {
      // A request that is in flight (already inside its handler) when the signal arrives.
      app.get("/slow", async () => {
        started();
        await new Promise<void>((release) => {
          releaseSlow = release;
        });
        await database.ping();
        return { done: true };
      });
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    return { app, address, slowStarted, release: () => releaseSlow() };
  }

  it("finishes requests in flight, then closes the database, then exits 0", async () => {
    const database = await createTestDatabase();
    const close = vi.spyOn(database, "close");
    const { app, address, slowStarted, release } = await listeningApp(database);
    const exit = vi.fn();
    const shutdown = createShutdown({ app, database, graceMs: 5_000, exit });

    const slow = fetch(`${address}/slow`);
    await slowStarted;
    const stopping = shutdown("SIGTERM");
    shutdown("SIGINT"); // a second signal changes nothing

    // New connections are refused while the request in flight still runs.
    await expect(fetch(`${address}/health`, { headers: { connection: "close" } })).rejects.toThrow();
    expect(close).not.toHaveBeenCalled();

    release();
    const response = await slow;
    expect(response.status).toBe(200);
    // Keep-alive clients are told to hang up, so the server does not wait for their idle timeout.
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ done: true });
    await stopping;
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it("answers a request that reached an idle keep-alive connection just before the signal", async () => {
    const database = await createTestDatabase();
    const { app, address } = await listeningApp(database);
    const { port } = new URL(address);
    const exit = vi.fn();
    const shutdown = createShutdown({ app, database, graceMs: 5_000, exit });
    const socket = connect(Number(port), "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      received += chunk;
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write("GET /health HTTP/1.1\r\nHost: test\r\n\r\n");
    while (!received.includes("\r\n\r\n{")) await new Promise((resolve) => setImmediate(resolve));

    // The connection is idle; the next request is on its way when the signal comes, before the server reads it.
    received = "";
    socket.write("GET /health HTTP/1.1\r\nHost: test\r\n\r\n");
    const stopping = shutdown("SIGTERM");
    await closed;
    await stopping;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/connection: close/i);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it("answers the first request of a connection accepted just before the signal", async () => {
    const database = await createTestDatabase();
    const { app, address } = await listeningApp(database);
    const exit = vi.fn();
    const shutdown = createShutdown({ app, database, graceMs: 5_000, exit });
    const socket = connect(Number(new URL(address).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      received += chunk;
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    const stopping = shutdown("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.write("GET /health HTTP/1.1\r\nHost: test\r\n\r\n");
    await closed;
    await stopping;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/connection: close/i);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it("stops the workers once requests in flight are answered, before the database closes", async () => {
    const database = await createTestDatabase();
    const { app, address, slowStarted, release } = await listeningApp(database);
    const order: string[] = [];
    const closeDatabase = database.close.bind(database);
    vi.spyOn(database, "close").mockImplementation(async () => {
      order.push("database closed");
      await closeDatabase();
    });
    const exit = vi.fn();
    const stopWorkers = vi.fn(async () => {
      order.push("workers stopped");
    });
    const shutdown = createShutdown({ app, database, graceMs: 5_000, exit, stopWorkers });

    const slow = fetch(`${address}/slow`).then((response) => response.json());
    await slowStarted;
    const stopping = shutdown("SIGTERM");
    // The worker still runs while a request is in flight (its messages would be sent by no one otherwise).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    release();
    expect(await slow).toEqual({ done: true });
    await stopping;
    expect(order).toEqual(["workers stopped", "database closed"]);
    expect(exit).toHaveBeenCalledWith(0);
  });
});
