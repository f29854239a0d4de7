/** A loopback TCP proxy a test puts between the API's pool and PostgreSQL, to take the database away and back. */
export interface TcpProxy {
  readonly port: number;
  /** Drops every open connection and stops listening: the pool sees resets, then connection refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export declare function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy>;
