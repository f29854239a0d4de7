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

/**
 * The advisory lock every migration run holds on PostgreSQL (an arbitrary fixed number: "clinic-migrate" in ASCII,
 * trimmed to 63 bits). Drizzle's migrator reads the last applied migration and then applies the newer ones with no
 * lock of its own, so two runs started together (deploy jobs, instances) would both apply the same files and all
 * but one fail; with the lock the later runs wait, then find nothing left to apply.
 */
export const MIGRATION_LOCK_KEY = 0x636c696e69632d6dn;

/** Applies pending migrations; applied ones are skipped, so running it on every start is cheap. */
export async function migrateDatabase(
  database: Database,
  migrationsFolder: string = defaultMigrationsFolder(),
): Promise<void> {
  await database.exclusively(MIGRATION_LOCK_KEY, (db) =>
    database.kind === "pglite"
      ? migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder })
      : migrateNodePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder }),
  );
}
