import { connect, createServer, type Server, type Socket } from "node:net";

/** A loopback TCP proxy a test puts between the API's pool and PostgreSQL, to take the database away and back. */
export interface TcpProxy {
  readonly port: number;
  /** Drops every open connection and stops listening: the pool sees resets, then connection refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
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
    });
  const stop = async () => {
    const current = server;
    server = null;
    const closed = new Promise<void>((resolve) =>
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
