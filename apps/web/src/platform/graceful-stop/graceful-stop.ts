// What the web server does on SIGTERM (decision 0038): stop accepting, answer every request it already has, close
// each keep-alive connection as soon as it has nothing in flight, and report when nothing is left so the process
// can exit at once instead of waiting out its grace timer. Erasable TypeScript: server.mjs runs it on Node's type
// stripping, outside Next's compiler.
//
// Not Node's server.close() alone: it closes only the connections idle at that moment, so one whose answer was
// under way stays open (keeping the process alive) until its client hangs up or the keep-alive timeout ends it;
// and it counts as idle a connection just accepted whose request is on its way, which it then resets.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/**
 * How long a connection accepted around the stop may take to send its first request: answered if it comes within
 * this time, closed after it (a browser's preconnect that is never used must not hold the process).
 */
export const FIRST_REQUEST_WAIT_MS = 1_000;
/**
 * How long a connection that has carried a request stays open once idle during a stop. A client with more to send
 * sends its next request at once (it is answered, with `Connection: close`); closing the connection at the very
 * moment its answer ended would reset that request on its way in, which is what a busy client would meet every time.
 */
export const IDLE_CLOSE_MS = 100;

export interface GracefulStopOptions {
  /** Requests whose answer never ends by itself (event streams): cut at the stop, their clients reconnect elsewhere. */
  isEndless?: (req: IncomingMessage) => boolean;
}

export interface GracefulStop {
  /** Starts the stop (again: the same promise); resolves once every connection is closed. */
  stop(): Promise<void>;
  /** Requests being answered now (for the log line of a stop that ran out of time). */
  inFlight(): number;
}

interface Connection {
  /** When it was accepted, or when its last answer ended. */
  idleSince: number;
  requests: number;
  /** Unfinished answers, oldest first (pipelined requests are answered in order). */
  answers: ServerResponse[];
}

/** Call before the server's own request listener is added, so a request that arrives while stopping is marked first. */
export function trackForGracefulStop(server: Server, options: GracefulStopOptions = {}): GracefulStop {
  const connections = new Map<Socket, Connection>();
  const endless = new Set<ServerResponse>();
  let stopped: Promise<void> | undefined;

  /** Closes a connection once it has been idle long enough (IDLE_CLOSE_MS, or FIRST_REQUEST_WAIT_MS if unused). */
  const closeIfIdle = (socket: Socket, afterReading = false) => {
    const connection = connections.get(socket);
    if (!connection || connection.answers.length > 0) return;
    const limit = connection.requests > 0 ? IDLE_CLOSE_MS : FIRST_REQUEST_WAIT_MS;
    const waited = Date.now() - connection.idleSince;
    if (waited < limit) setTimeout(() => closeIfIdle(socket), limit - waited);
    // Closed in the check phase, after the event loop has read what arrived: a timer that fires late (the loop was
    // busy rendering) comes before the reads of its turn, and would reset a request waiting to be read.
    else if (afterReading) socket.destroy();
    else setImmediate(() => closeIfIdle(socket, true));
  };

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { idleSince: Date.now(), requests: 0, answers: [] });
    socket.once("close", () => connections.delete(socket));
    if (stopped) closeIfIdle(socket);
  });

  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const connection = connections.get(socket);
    if (!connection) return;
    if (stopped) {
      // A request that reached an open connection during the stop is answered, then its connection closes: the
      // previous answer on this connection must not close it before this one is written.
      const previous = connection.answers.at(-1);
      if (previous) keepOpen(previous);
      askToClose(res);
    }
    connection.requests += 1;
    connection.answers.push(res);
    if (options.isEndless?.(req)) endless.add(res);
    res.once("close", () => {
      endless.delete(res);
      connection.answers = connection.answers.filter((answer) => answer !== res);
      connection.idleSince = Date.now();
      // A turn later: a pipelined request already read has its answer registered by then.
      if (stopped) setImmediate(() => closeIfIdle(socket));
    });
  });

  return {
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        for (const connection of connections.values()) {
          const newest = connection.answers.at(-1);
          if (newest) askToClose(newest);
        }
        for (const res of endless) res.destroy();
        // New connections are refused from the next turn on (a load balancer then tries another instance, a POST
        // included): the connections the kernel has completed meanwhile are accepted first and answered, where
        // closing the listener now would reset them. Not Node's HTTP close(), which would reset the connections
        // accepted but not yet read (see the top of this file).
        setImmediate(() => NetServer.prototype.close.call(server, () => resolve()));
        // Idle connections get IDLE_CLOSE_MS from now, as if their last answer had just ended: a request already on
        // its way when the signal came is answered (with `Connection: close`), not reset.
        const now = Date.now();
        for (const [socket, connection] of connections) {
          connection.idleSince = Math.max(connection.idleSince, now);
          closeIfIdle(socket);
        }
      });
      return stopped;
    },
    inFlight: () =>
      [...connections.values()].reduce((count, connection) => count + connection.answers.length, 0),
  };
}

/** Whether the client asked to keep its connection, for answers this module asked to close. */
const clientKeepsAlive = new WeakMap<ServerResponse, boolean>();

/** `Connection: close` on an answer not yet started: the client will not reuse the connection, Node closes it. */
function askToClose(res: ServerResponse) {
  if (res.headersSent || clientKeepsAlive.has(res)) return;
  clientKeepsAlive.set(res, res.shouldKeepAlive);
  res.shouldKeepAlive = false;
  res.setHeader("connection", "close");
}

function keepOpen(res: ServerResponse) {
  const keepAlive = clientKeepsAlive.get(res);
  if (res.headersSent || keepAlive === undefined) return;
  clientKeepsAlive.delete(res);
  res.removeHeader("connection");
  res.shouldKeepAlive = keepAlive;
}
