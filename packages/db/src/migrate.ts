import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Schema } from "./client";
import { findRepoRoot } from "./env";

/**
 * The checked-in SQL migrations: `../migrations` next to this package's `src`. Inside a bundle (apps/api/dist)
 * `import.meta.url` is the bundle's, so a `migrations` folder copied next to it wins, and otherwise the one in
 * the repository (`packages/db/migrations` under the workspaces root).
 */
export function defaultMigrationsFolder(): string {
  const beside = fileURLToPath(new URL("../migrations", import.meta.url));
  if (existsSync(join(beside, "meta", "_journal.json"))) return beside;
  return join(findRepoRoot(), "packages", "db", "migrations");
}

/** Applies pending migrations; applied ones are skipped, so running it on every start is cheap. */
export async function migrateDatabase(
  database: Database,
  migrationsFolder: string = defaultMigrationsFolder(),
): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
