import type { Database } from "@clinic/db";
import type { FastifyInstance } from "fastify";

const IDLE_REAP_INTERVAL_MS = 100;

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  /** After the signal, requests in flight get this long to finish before the process gives up. */
  graceMs: number;
  exit: (code: number) => void;
}

/**
 * The SIGTERM/SIGINT handler: stop accepting connections, let requests in flight finish (Fastify's close waits
 * for them), then close the database they were using, then exit 0. A second signal changes nothing; a
 * shutdown that takes longer than the grace period exits 1.
 */
export function createShutdown({ app, database, graceMs, exit }: ShutdownOptions) {
  let started: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    started ??= (async () => {
      app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
      const forceExit = setTimeout(() => {
        app.log.error("requests did not finish in time; exiting anyway");
        exit(1);
      }, graceMs);
      forceExit.unref();
      // Connections that turn idle after their last response would otherwise stay open until the keep-alive
      // timeout; Node closes only those idle at the moment close() is called.
      const reapIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_INTERVAL_MS);
      reapIdle.unref();
      try {
        await app.close();
        clearInterval(reapIdle);
        await database.close();
        clearTimeout(forceExit);
        app.log.info("stopped");
        exit(0);
      } catch (error) {
        clearInterval(reapIdle);
        clearTimeout(forceExit);
        app.log.error({ err: error }, "shutdown failed");
        exit(1);
      }
    })();
    return started;
  };
}
