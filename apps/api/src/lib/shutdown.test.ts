import { mkdtemp, rm } from "node:fs/promises";
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
});
