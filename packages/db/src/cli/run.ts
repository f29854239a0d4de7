import { mkdirSync } from "node:fs";
import { createDatabase, type Database } from "../client";
import { type DbEnv, loadDbEnv } from "../env";

/** Opens the database the environment names: DATABASE_URL, or PGlite under DATA_DIR (created when missing). */
export async function openDatabaseFromEnv(env: DbEnv): Promise<Database> {
  if (env.databaseUrl) return createDatabase({ url: env.databaseUrl, maxConnections: 2 });
  mkdirSync(env.pgliteDir, { recursive: true });
  return createDatabase({ dataDir: env.pgliteDir });
}

/** Where the data goes, for the one line a CLI prints; never shows a password. */
export function describeTarget(env: DbEnv): string {
  if (!env.databaseUrl) return `PGlite at ${env.pgliteDir}`;
  const url = new URL(env.databaseUrl);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

/**
 * Runs one CLI command: validated environment in, one line out, exit code 0 or 1 with a readable reason
 * (connection refused, bad variable, failing migration) instead of a stack trace.
 */
export async function runCli(name: string, command: (env: DbEnv, database: Database) => Promise<string>) {
  let database: Database | undefined;
  try {
    const env = loadDbEnv();
    database = await openDatabaseFromEnv(env);
    console.info(`${name}: ${await command(env, database)}`);
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(`${name} failed: ${describeError(error)}`);
    await database?.close().catch(() => {});
    process.exit(1);
  }
}

function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0]);
  if (!(error instanceof Error)) return String(error);
  // Drizzle wraps driver errors as "Failed query: <sql> params: …" with the real reason as the cause.
  const failedQuery = /^Failed query: ([^\n]*)/.exec(error.message);
  if (failedQuery && error.cause) {
    const query = failedQuery[1]!.trim();
    return `${describeError(error.cause)} (while running: ${query.length > 100 ? `${query.slice(0, 100)}…` : query})`;
  }
  const code = (error as { code?: unknown }).code;
  return error.message || String(code ?? error.name);
}
