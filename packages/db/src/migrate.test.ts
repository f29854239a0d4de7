import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./client";
import { defaultMigrationsFolder, migrateDatabase } from "./migrate";
import { rowsOf } from "./test-helpers";
import { createTestDatabase } from "./testing";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** Applied migrations plus a digest of tables, columns and policies: what a second run must not change. */
async function fingerprint() {
  const applied = await database.db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`);
  const catalog = await database.db.execute(sql`
    select string_agg(table_name || '.' || column_name, ',' order by table_name, column_name) as columns,
      (select string_agg(tablename || ':' || policyname, ',' order by tablename, policyname) from pg_policies) as policies
    from information_schema.columns where table_schema = 'public'`);
  return { applied: rowsOf(applied), catalog: rowsOf(catalog) };
}

describe("migrations", () => {
  it("live in the package's migrations folder with a drizzle journal", () => {
    const folder = defaultMigrationsFolder();
    expect(folder.replaceAll("\\", "/")).toMatch(/packages\/db\/migrations$/);
    const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    expect(journal.entries.map((entry) => entry.tag)).toEqual(
      expect.arrayContaining(["0000_init", "0001_rls"]),
    );
    for (const entry of journal.entries)
      expect(existsSync(join(folder, `${entry.tag}.sql`)), entry.tag).toBe(true);
  });

  it("are all applied by createTestDatabase, and a second run is a no-op", async () => {
    const journal = JSON.parse(
      readFileSync(join(defaultMigrationsFolder(), "meta", "_journal.json"), "utf8"),
    );
    const before = await fingerprint();
    expect(before.applied).toHaveLength(journal.entries.length);
    await migrateDatabase(database);
    expect(await fingerprint()).toEqual(before);
  });

  it("fails loudly for a folder without migrations", async () => {
    await expect(migrateDatabase(database, join(defaultMigrationsFolder(), "missing"))).rejects.toThrow(
      /journal/,
    );
  });
});
