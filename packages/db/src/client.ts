import { AsyncLocalStorage } from "node:async_hooks";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, Record<string, never>>;

/**
 * The role every application query runs as: neither superuser nor BYPASSRLS, so row-level security applies
 * whatever the connecting user is. Created by the migrations; the connecting user must be allowed to SET ROLE to it.
 */
export const APP_ROLE = "clinic_app";
/**
 * The role of the console's platform-wide work (sign-in by email, console sessions, the operator's clinic list
 * and onboarding): its policies open only those tables (migration 0014); clinic content stays with withTenant.
 */
export const PLATFORM_ROLE = "clinic_platform";
/** The delivery worker's role: its policy opens every clinic's messages and nothing else (migration 0028). */
export const WORKER_ROLE = "clinic_worker";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (committed transactions only). Resolves once listening;
   * the returned function stops. PostgreSQL holds one pool connection for it and re-listens after a drop.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` on one connection holding the session-level advisory lock `key`, waiting for it while another
   * connection (another process) holds it. PGlite belongs to one process: runs of `work` on it take turns.
   */
  exclusively<T>(key: bigint, work: (db: Db) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` starts another database from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
/** Wait before listening again after the listening connection dropped. */
const RELISTEN_DELAY_MS = 1000;

export interface DatabaseOptions {
  /** postgres://… uses a node-postgres pool; absent means embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster (tests copy one template). */
  loadDataDir?: Blob | undefined;
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    // A client checked out of the pool (a transaction) has no error listener of the pool's: losing its connection
    // would be an unhandled 'error' event and end the process. Its queries still fail (the API answers 503) and
    // the pool drops the broken client when it comes back.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      ping: (timeoutMs = 2000) =>
        withTimeout(
          pool.query("select 1").then(() => undefined),
          timeoutMs,
        ),
      listen: (channel, onPayload) => listenOnPool(pool, channel, onPayload),
      exclusively: (key, work) => exclusivelyOnPool(pool, key, work),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // Nothing outside this process can open the same PGlite data directory, so an in-process queue is the lock.
  let turn: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: "pglite",
    ping: (timeoutMs = 2000) =>
      withTimeout(
        client.query("select 1").then(() => undefined),
        timeoutMs,
      ),
    listen: async (channel, onPayload) => {
      if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
      return client.listen(channel, onPayload);
    },
    exclusively: (_key, work) => {
      const run = turn.then(() => work(db));
      turn = run.catch(() => {});
      return run;
    },
    dumpDataDir: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

async function exclusivelyOnPool<T>(pool: pg.Pool, key: bigint, work: (db: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("select pg_advisory_lock($1)", [key.toString()]);
    // The work runs on the connection that holds the lock: it needs no second connection, and the lock cannot
    // outlive it (PostgreSQL releases a session's advisory locks when its connection ends).
    return await work(drizzlePg(client, { schema }) as unknown as Db);
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    if (!broken) {
      await client.query("select pg_advisory_unlock($1)", [key.toString()]).catch(() => {
        broken = true;
      });
    }
    // A connection that failed may still hold the lock (or sit in an aborted transaction): close it, never reuse.
    client.release(broken);
  }
}

async function listenOnPool(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
  let stopped = false;
  let current: { client: pg.PoolClient; release: (destroy?: boolean) => void } | null = null;
  // Keeps trying while the database is away; notifications sent meanwhile are lost, which only delays a cache refresh.
  const relisten = () => {
    if (!stopped) setTimeout(() => void connect().catch(relisten), RELISTEN_DELAY_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    // pg may emit "error" more than once for one broken connection (an error message, then the socket closing),
    // and stopping may race a failure: the client goes back to the pool once, or pg-pool throws.
    let released = false;
    const release = (destroy?: boolean) => {
      if (released) return;
      released = true;
      client.release(destroy);
    };
    current = { client, release };
    client.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    client.on("error", () => {
      // Only the first failure of a client still listening starts another one.
      if (released) return;
      release(true);
      current = null;
      relisten();
    });
    await client.query(`LISTEN ${channel}`);
  };
  await connect();
  return async () => {
    stopped = true;
    const listening = current;
    current = null;
    if (listening) {
      await listening.client.query(`UNLISTEN ${channel}`).catch(() => {});
      listening.release();
    }
  };
}

export interface TenantOptions {
  /** Console reads and writes that reach the trash: soft-deleted rows stay visible (decision 0020). */
  showDeleted?: boolean;
}

/**
 * A storefront request made through a signed preview link (decision 0020): every tenant transaction of
 * `partnerId` first runs `prepare` (which applies the clinic's drafts), then rolls back whatever it did, so the
 * request sees the drafts as if published and nothing of it is ever committed or announced.
 */
export interface PreviewContext {
  partnerId: number;
  prepare: (tx: Tx) => Promise<void>;
}

/** Set by the API for the duration of one preview request; withTenant reads it. */
export const previewScope = new AsyncLocalStorage<PreviewContext>();

/** Thrown to end a preview transaction; never leaves withTenant. */
class PreviewRollback extends Error {}

/**
 * Runs `fn` in a transaction scoped to one partner: the role drops to APP_ROLE and app.partner_id is set, so
 * row-level security returns and accepts only that partner's rows, whatever a query forgets to filter.
 */
export async function withTenant<T>(
  db: Db,
  partnerId: number,
  fn: (tx: Tx) => Promise<T>,
  options: TenantOptions = {},
): Promise<T> {
  const preview = previewScope.getStore();
  const previewing = preview !== undefined && preview.partnerId === partnerId;
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('role', ${APP_ROLE}, true), set_config('app.partner_id', ${String(partnerId)}, true),
          set_config('app.show_deleted', ${options.showDeleted ? "on" : "off"}, true)`,
      );
      if (!previewing) {
        result = await fn(tx as unknown as Tx);
        return;
      }
      await preview.prepare(tx as unknown as Tx);
      result = await fn(tx as unknown as Tx);
      throw new PreviewRollback();
    });
  } catch (error) {
    if (!(error instanceof PreviewRollback)) throw error;
  }
  return result as T;
}

/** Runs `fn` in a transaction as `role` (for that transaction only), with no clinic set. */
function asRole<T>(db: Db, role: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${role}, true)`);
    return fn(tx as unknown as Tx);
  });
}

/** Like withTenant but with no tenant: only platform-level functions and tables are usable. */
export const withoutTenant = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> => asRole(db, APP_ROLE, fn);

/** Platform-wide console work as PLATFORM_ROLE; no clinic is set, so tenant tables stay closed. */
export const withPlatform = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> =>
  asRole(db, PLATFORM_ROLE, fn);

/** Message delivery as WORKER_ROLE: every clinic's `messages` rows (decision 0036), and no other table. */
export const withWorker = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> => asRole(db, WORKER_ROLE, fn);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
