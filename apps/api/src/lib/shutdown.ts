import type { Database } from "@clinic/db";
import type { FastifyInstance } from "fastify";
import { startDraining } from "../plugins/draining";

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  /** After the signal, requests in flight get this long to finish before the process gives up. */
  graceMs: number;
  exit: (code: number) => void;
  /**
   * Work with database connections of its own (the content-change relay, the message worker): stopped once the
   * server has drained (so the changes and messages of the last requests are still relayed and sent), before the
   * database closes.
   */
  stopWorkers?: () => Promise<unknown>;
}

/**
 * The SIGTERM/SIGINT handler (decision 0038): stop accepting connections, answer the requests in flight and those
 * that reach a connection already open (with `Connection: close`, plugins/draining.ts), close each keep-alive
 * connection once it is idle, then close the database they were using, then exit 0 — as soon as that is done,
 * not at the end of the grace period. A second signal changes nothing; a stop that takes longer than the grace
 * period exits 1.
 */
export function createShutdown({ app, database, graceMs, exit, stopWorkers }: ShutdownOptions) {
  let started: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    started ??= (async () => {
      app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
      const forceExit = setTimeout(() => {
        app.log.error("requests did not finish in time; exiting anyway");
        exit(1);
      }, graceMs);
      forceExit.unref();
      try {
        // Refuses new connections from the next turn, not a few turns later when app.close() reaches its hooks;
        // app.close() resolves once every connection is closed.
        void startDraining(app);
        await app.close();
        await stopWorkers?.();
        await database.close();
        clearTimeout(forceExit);
        app.log.info("stopped");
        exit(0);
      } catch (error) {
        clearTimeout(forceExit);
        app.log.error({ err: error }, "shutdown failed");
        exit(1);
      }
    })();
    return started;
  };
}
