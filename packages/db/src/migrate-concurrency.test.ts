import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./client";
import { defaultMigrationsFolder, migrateDatabase } from "./migrate";
import { rowsOf } from "./test-helpers";
import { createServerDatabase, dropDatabase, serverDatabaseUrl } from "./testing";

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.info("[skip] concurrent migrations on PostgreSQL: TEST_DATABASE_URL is not set");

const journalLength = () =>
  (
    JSON.parse(readFileSync(join(defaultMigrationsFolder(), "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;

/** Every applied migration, once per run that recorded it: a migration applied twice shows up twice. */
async function appliedHashes(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`);
  return rowsOf<{ hash: string }>(result).map((row) => row.hash);
}

describe.skipIf(!serverUrl)("migrations started together on one PostgreSQL database", () => {
  it("all succeed, and each migration is applied once", async () => {
    const url = serverUrl as string;
    const name = `test_${randomBytes(8).toString("hex")}`;
    await createServerDatabase(url, name);
    // Three separate pools, as three deploy jobs or instances starting at once would have.
    const migrators = await Promise.all(
      [1, 2, 3].map(() => createDatabase({ url: serverDatabaseUrl(url, name), maxConnections: 2 })),
    );
    try {
      const results = await Promise.allSettled(migrators.map((database) => migrateDatabase(database)));
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
      const hashes = await appliedHashes(migrators[0] as Database);
      expect(hashes).toHaveLength(journalLength());
      expect(new Set(hashes).size).toBe(hashes.length);
    } finally {
      await Promise.all(migrators.map((database) => database.close()));
      await dropDatabase(url, name);
    }
  });
});

describe.skipIf(serverUrl)("migrations started together on one PGlite database", () => {
  it("all succeed, and each migration is applied once", async () => {
    const database = await createDatabase();
    try {
      const results = await Promise.allSettled([migrateDatabase(database), migrateDatabase(database)]);
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
      const hashes = await appliedHashes(database);
      expect(hashes).toHaveLength(journalLength());
      expect(new Set(hashes).size).toBe(hashes.length);
    } finally {
      await database.close();
    }
  });
});
