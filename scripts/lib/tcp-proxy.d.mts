/** A loopback TCP proxy a test puts in front of a server (PostgreSQL, Redis), to take it away and back. */
export interface TcpProxy {
  readonly port: number;
  /** Drops every open connection and stops listening: the pool sees resets, then connection refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export declare function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy>;
