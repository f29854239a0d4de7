import { createDatabase, type Database, migrateDatabase } from "../../packages/db/src/index";
import { createServerDatabase, dropDatabase, serverDatabaseUrl } from "../../packages/db/src/testing";

/**
 * Runs `measure` on a fresh embedded PGlite, then on a scratch database of the PostgreSQL server (BENCH_PG_URL or
 * TEST_DATABASE_URL, default postgres://root@127.0.0.1:5432/test), created for the run and dropped after it. Without
 * a server that answers, the PostgreSQL run is skipped with a line saying why.
 */
export async function onEachDatabase(
  what: string,
  measure: (database: "PGlite" | "PostgreSQL", db: Database) => Promise<void>,
): Promise<void> {
  const pglite = await createDatabase();
  try {
    await migrateDatabase(pglite);
    await measure("PGlite", pglite);
  } finally {
    await pglite.close();
  }

  const serverUrl =
    process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
  const name = `bench_${what}_${Date.now()}`;
  let created = false;
  try {
    await createServerDatabase(serverUrl, name);
    created = true;
    const postgres = await createDatabase({ url: serverDatabaseUrl(serverUrl, name), maxConnections: 4 });
    try {
      await migrateDatabase(postgres);
      await measure("PostgreSQL", postgres);
    } finally {
      await postgres.close();
    }
  } catch (error) {
    console.info(`${what} on PostgreSQL: skipped (${error instanceof Error ? error.message : error})`);
  } finally {
    if (created) await dropDatabase(serverUrl, name).catch(() => {});
  }
}
