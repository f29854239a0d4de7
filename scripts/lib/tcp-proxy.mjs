// A loopback TCP proxy put in front of PostgreSQL or Redis, to take it away (cut: every open
// connection dropped, new ones refused) and give it back (restore) without touching the server. Used by
// the API outage test, the Redis cache handler outage test and `npm run soak` (plain node: hence JavaScript, typed
// by tcp-proxy.d.mts).
import { connect, createServer } from "node:net";

/**
 * @param {{ host: string; port: number }} target
 * @returns {Promise<import("./tcp-proxy.d.mts").TcpProxy>}
 */
export async function startTcpProxy(target) {
  /** @type {Set<import("node:net").Socket>} */
  const sockets = new Set();
  /** @type {import("node:net").Server | null} */
  let server = null;
  let port = 0;

  /** @param {import("node:net").Socket} socket */
  const track = (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const listen = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve, reject) => {
        const next = createServer((client) => {
          const upstream = connect(target.port, target.host);
          track(client);
          track(upstream);
          client.pipe(upstream);
          upstream.pipe(client);
          client.on("close", () => upstream.destroy());
          upstream.on("close", () => client.destroy());
        });
        next.once("error", reject);
        // Port 0 the first time (any free port), then the same port again, so the pool's URL stays right.
        next.listen(port, "127.0.0.1", () => {
          const address = next.address();
          if (address && typeof address === "object") port = address.port;
          server = next;
          resolve();
        });
      })
    );
  const stop = async () => {
    const current = server;
    server = null;
    /** @type {Promise<void>} */
    const closed = new Promise((resolve) =>
      current?.listening ? current.close(() => resolve()) : resolve(),
    );
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
