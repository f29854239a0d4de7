import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type Database } from "./client";
import { migrateDatabase } from "./migrate";

/**
 * A migrated, empty database for one test file. In-memory PGlite by default; with TEST_DATABASE_URL set, a fresh
 * database named test_<random> on that server (so test files can run in parallel), dropped again by close().
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await createDatabase();
    await migrateDatabase(database);
    return database;
  }

  const name = `test_${randomBytes(8).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Small pools: many test files share one server and its connection limit.
  const database = await createDatabase({ url: url.toString(), maxConnections: 4 });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await database.close();
    await dropDatabase(serverUrl, name);
  };
  try {
    await migrateDatabase(database);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...database, close };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, async (client) => {
    // A leaked connection (a test that forgot to release a client) must not keep the database alive.
    await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
