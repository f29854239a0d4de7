import { randomBytes } from "node:crypto";
import { cp } from "node:fs/promises";
import pg from "pg";
import { createDatabase, type Database } from "./client";
import { migrateDatabase } from "./migrate";
import { type SeedResult, seedIfEmpty } from "./seed/index";
import { readTemplates, type TemplateKind, type Templates } from "./testing-templates";

/**
 * A migrated, empty database for one test file. In-memory PGlite by default; with TEST_DATABASE_URL set, a fresh
 * database named test_<random> on that server (so test files can run in parallel), dropped again by close().
 * Under Vitest it is a copy of the run's migrated template (testing-templates.ts): migrating costs a PGlite file
 * about ten seconds, copying about one.
 */
export async function createTestDatabase(): Promise<Database> {
  return fromTemplate(await readTemplates(), "migrated", migrateDatabase);
}

/**
 * A migrated database holding the demo clinics, with their images written to `mediaDir`: a copy of the run's
 * seeded template when there is one, otherwise migrated and seeded here.
 */
export async function createSeededTestDatabase(
  mediaDir: string,
): Promise<{ database: Database } & SeedResult> {
  const templates = await readTemplates();
  // Without a template the seeding below (seedIfEmpty on an empty database) does the rest.
  const database = await fromTemplate(templates, "seeded", migrateDatabase);
  try {
    if (templates) await cp(templates.mediaDir, mediaDir, { recursive: true });
    // On a copy of the template this only looks the demo clinics up (and writes no image: they were copied).
    const { partners } = await seedIfEmpty(database, { mediaDir });
    return { database, partners };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function fromTemplate(
  templates: Templates | undefined,
  kind: TemplateKind,
  prepare: (database: Database) => Promise<void>,
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = await templates?.pgliteDump(kind);
    if (dump) return createDatabase({ loadDataDir: dump });
    const database = await createDatabase();
    await prepare(database);
    return database;
  }

  const name = `test_${randomBytes(8).toString("hex")}`;
  const template = templates?.postgresName(kind);
  await createServerDatabase(serverUrl, name, template);
  const database = await openServerDatabase(serverUrl, name);
  if (template) return database;
  try {
    await prepare(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Creates database `name` on the server at `serverUrl`, empty or as a copy of `template`. */
export async function createServerDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<void> {
  await withAdminClient(serverUrl, (client) =>
    client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`),
  );
}

/** The address of database `name` on the server at `serverUrl`. */
export function serverDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A small pool on database `name` of the server at `serverUrl`; close() also drops the database. */
async function openServerDatabase(serverUrl: string, name: string): Promise<Database> {
  // Small pools: many test files share one server and its connection limit.
  const database = await createDatabase({ url: serverDatabaseUrl(serverUrl, name), maxConnections: 4 });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await database.close();
    await dropDatabase(serverUrl, name);
  };
  return { ...database, close };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
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
