import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, type Database } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDemo } from "./seed/index";
import { createServerDatabase, dropDatabase, serverDatabaseUrl } from "./testing";
import { TEMPLATES_ENV, type TemplateKind, type TemplateManifest, templatePaths } from "./testing-templates";

/**
 * Vitest global setup: builds the migrated and the seeded template once per run (testing-templates.ts). Workers
 * are started after it, so they inherit the folder's name in their environment.
 */
export async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "clinic-templates-"));
  const paths = templatePaths(dir);
  const serverUrl = process.env.TEST_DATABASE_URL;
  const manifest: TemplateManifest = {};
  if (serverUrl) {
    const prefix = `template_${randomBytes(6).toString("hex")}`;
    const names: Record<TemplateKind, string> = {
      migrated: `${prefix}_migrated`,
      seeded: `${prefix}_seeded`,
    };
    manifest.serverUrl = serverUrl;
    manifest.names = names;
    await onServer(serverUrl, names.migrated, undefined, migrateDatabase);
    await onServer(serverUrl, names.seeded, names.migrated, (database) =>
      seedDemo(database, { mediaDir: paths.mediaDir }),
    );
  } else {
    const database = await createDatabase();
    try {
      await migrateDatabase(database);
      await dump(database, paths.dump("migrated"));
      await seedDemo(database, { mediaDir: paths.mediaDir });
      await dump(database, paths.dump("seeded"));
    } finally {
      await database.close();
    }
  }
  await writeFile(paths.manifest, JSON.stringify(manifest));
  process.env[TEMPLATES_ENV] = dir;

  return async () => {
    delete process.env[TEMPLATES_ENV];
    if (serverUrl && manifest.names) {
      for (const name of Object.values(manifest.names)) await dropDatabase(serverUrl, name);
    }
    await rm(dir, { recursive: true, force: true });
  };
}

async function dump(database: Database, path: string): Promise<void> {
  const blob = await database.dumpDataDir?.();
  if (!blob) throw new Error("this database cannot dump its data directory");
  await writeFile(path, Buffer.from(await blob.arrayBuffer()));
}

/** Creates `name` (from `template`), runs `fill` on it and closes it: a template may have no open connection. */
async function onServer(
  serverUrl: string,
  name: string,
  template: string | undefined,
  fill: (database: Database) => Promise<unknown>,
): Promise<void> {
  await createServerDatabase(serverUrl, name, template);
  const database = await createDatabase({ url: serverDatabaseUrl(serverUrl, name), maxConnections: 2 });
  try {
    await fill(database);
  } catch (error) {
    await database.close();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  // Ends the pool: a template may have no open connection when test files copy it.
  await database.close();
}
