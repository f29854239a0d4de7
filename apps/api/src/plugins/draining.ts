import { Server as NetServer, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/**
 * How long a connection accepted around the stop may take to send its first request: answered if it comes within
 * this time, closed after it (a connection that is never used must not hold the process).
 */
export const FIRST_REQUEST_WAIT_MS = 1_000;
/**
 * How long a connection that has carried a request stays open once idle during a stop. A client with more to send
 * (nginx under load) sends its next request at once, and it is answered with `Connection: close`; closing the
 * connection the moment its answer ended would reset that request on its way in, every time for a busy client.
 */
export const IDLE_CLOSE_MS = 100;

interface Connection {
  /** When it was accepted, or when its last answer ended. */
  idleSince: number;
  requests: number;
  /** Requests being answered on it now. */
  open: number;
}

const drains = new WeakMap<FastifyInstance, () => Promise<void>>();

/**
 * Starts the drain of a listening app (once; the same promise again): the listener closes a turn later, so new
 * connections are refused (nginx tries another instance, a POST included), and the promise resolves once every
 * connection is closed. lib/shutdown.ts calls it on the signal, before app.close(), whose preClose would start it a few turns later.
 */
export function startDraining(app: FastifyInstance): Promise<void> {
  return drains.get(app)?.() ?? Promise.resolve();
}

/**
 * How the API drains when it stops (decision 0038; the storefront's server does the same in
 * apps/web/src/platform/graceful-stop). The listener closes, every request already received or reaching a
 * connection that is still open is answered with `Connection: close` (return503OnClosing is off), and each
 * connection closes as soon as it has nothing in flight; the database closes after (lib/shutdown.ts).
 *
 * Not Node's HTTP close() alone, which Fastify calls: it closes only the connections idle at that moment, so a
 * connection whose answer had already started with keep-alive stays open until the keep-alive timeout; and it
 * counts as idle a connection just accepted whose request is on its way (nginx opening a new connection), which it
 * then resets — a POST nginx will not retry elsewhere (a 502). So the drain is done here, before Fastify's close.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  const server = app.server;
  const connections = new Map<Socket, Connection>();
  let drained: Promise<void> | undefined;

  /** Closes a connection once it has been idle long enough (IDLE_CLOSE_MS, or FIRST_REQUEST_WAIT_MS if unused). */
  const closeIfIdle = (socket: Socket, afterReading = false) => {
    const connection = connections.get(socket);
    if (!connection || connection.open > 0) return;
    const limit = connection.requests > 0 ? IDLE_CLOSE_MS : FIRST_REQUEST_WAIT_MS;
    const waited = Date.now() - connection.idleSince;
    if (waited < limit) setTimeout(() => closeIfIdle(socket), limit - waited);
    // Closed in the check phase, after the event loop has read what arrived: a timer that fires late (the loop was
    // busy rendering) comes before the reads of its turn, and would reset a request waiting to be read.
    else if (afterReading) socket.destroy();
    else setImmediate(() => closeIfIdle(socket, true));
  };

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { idleSince: Date.now(), requests: 0, open: 0 });
    socket.once("close", () => connections.delete(socket));
    if (drained) closeIfIdle(socket);
  });
  server.prependListener("request", (req, res) => {
    const socket = req.socket;
    const connection = connections.get(socket);
    if (!connection) return;
    connection.requests += 1;
    connection.open += 1;
    res.once("close", () => {
      connection.open -= 1;
      connection.idleSince = Date.now();
      // A turn later: a pipelined request already read is counted by then.
      if (drained) setImmediate(() => closeIfIdle(socket));
    });
  });

  const closeAllIdle = () => {
    for (const socket of connections.keys()) closeIfIdle(socket);
  };
  // Node's HTTP close(), which Fastify's close calls, first closes every connection it deems idle at once, those
  // accepted whose request has not been read yet included: here, only those idle by this drain's rules.
  server.closeIdleConnections = () => void setImmediate(closeAllIdle);

  drains.set(app, () => {
    drained ??= server.listening
      ? new Promise<void>((resolve) => {
          // New connections are refused from the next turn on: the connections the kernel has completed meanwhile
          // are accepted first and answered, where closing the listener now would reset them (a 502 for a POST).
          setImmediate(() => NetServer.prototype.close.call(server, () => resolve()));
          // Idle connections get IDLE_CLOSE_MS from now, as if their last answer had just ended: a request already
          // on its way when the signal came is answered (with `Connection: close`), not reset.
          const now = Date.now();
          for (const connection of connections.values())
            connection.idleSince = Math.max(connection.idleSince, now);
          closeAllIdle();
        })
      : Promise.resolve();
    return drained;
  });
  // Started before the other preClose hooks end the event streams (which the drain would otherwise wait for), and
  // waited for after Fastify's own server close, which finds the listener closed already.
  app.addHook("preClose", async () => {
    void startDraining(app);
  });
  app.addHook("onClose", () => startDraining(app));
  // Fastify marks only requests that arrive after closing began; this covers those already running.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (drained) reply.header("connection", "close");
    return payload;
  });
}
