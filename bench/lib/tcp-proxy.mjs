// A loopback TCP proxy the soak puts between the API and PostgreSQL, so it can take the database away (cut: every
// open connection dropped, new ones refused) and give it back (restore) without touching the database server.
import net from "node:net";

export async function startTcpProxy({ targetHost, targetPort }) {
  const sockets = new Set();
  let server = null;
  let port = 0;

  const track = (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const listen = () =>
    new Promise((resolveListen, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = server.address().port;
        resolveListen();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Drops every connection and stops listening: the API sees resets, then connection refused. */
    async cut() {
      const closed = new Promise((resolveClose) => server.close(() => resolveClose()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** Listens again on the same port. */
    restore: listen,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolveClose) =>
        server.listening ? server.close(() => resolveClose()) : resolveClose(),
      );
    },
  };
}
