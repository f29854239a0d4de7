import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database, withoutTenant, withTenant } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDemo, seedIfEmpty } from "./seed/index";
import { makeTempDir, rowsOf } from "./test-helpers";

// Production does not connect as a superuser: the schema belongs to an ordinary role, and FORCE row-level
// security applies to that owner as well. This file migrates and seeds as such an owner (PGlite: SET ROLE for
// the one session; PostgreSQL: a fresh database owned by a fresh role, every connection starting as it).

// An administrator creates the application roles beforehand (migrations 0001, 0014 and 0028 say how).
const ensureRole = (role: string) => `do $$ begin create role ${role} nologin nosuperuser nobypassrls;
  exception when duplicate_object or unique_violation then null; end $$`;
const ENSURE_ROLES = [ensureRole("clinic_app"), ensureRole("clinic_platform"), ensureRole("clinic_worker")];
const grantRoles = (owner: string) => [
  `grant clinic_app to ${owner}`,
  `grant clinic_platform to ${owner}`,
  `grant clinic_worker to ${owner}`,
];

let database: Database;
let owner: string;
let cleanup: () => Promise<void>;
let media: Awaited<ReturnType<typeof makeTempDir>>;

async function createOwnedDatabase(): Promise<void> {
  owner = `test_owner_${randomBytes(6).toString("hex")}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    database = await createDatabase();
    for (const statement of [
      ...ENSURE_ROLES,
      `create role ${owner} nologin nosuperuser nobypassrls`,
      ...grantRoles(owner),
      `grant create on schema public to ${owner}`,
      `do $$ begin execute format('grant create on database %I to ${owner}', current_database()); end $$`,
      `set role ${owner}`,
    ]) {
      await database.db.execute(sql.raw(statement));
    }
    cleanup = () => database.close();
    return;
  }
  const name = `test_${randomBytes(8).toString("hex")}`;
  const admin = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin([
    ...ENSURE_ROLES,
    `create role ${owner} nologin nosuperuser nobypassrls`,
    ...grantRoles(owner),
    `create database ${name} owner ${owner}`,
  ]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  url.searchParams.set("options", `-c role=${owner}`);
  database = await createDatabase({ url: url.toString(), maxConnections: 2 });
  cleanup = async () => {
    await database.close();
    await admin([`drop database if exists ${name} with (force)`, `drop role if exists ${owner}`]);
  };
}

beforeAll(async () => {
  media = await makeTempDir();
  await createOwnedDatabase();
  await migrateDatabase(database);
});

afterAll(async () => {
  await cleanup?.();
  await media?.remove();
});

const one = async <T>(run: Promise<unknown>) => rowsOf<T>(await run)[0]!;

describe("as a non-superuser schema owner", () => {
  it("connects as the owner, which is no superuser", async () => {
    const row = await one<{ name: string; rolsuper: boolean }>(
      database.db.execute(
        sql`select current_user as name, rolsuper from pg_roles where rolname = current_user`,
      ),
    );
    expect(row).toEqual({ name: owner, rolsuper: false });
  });

  it("seeds the demo despite FORCE row-level security, and again idempotently", async () => {
    const first = await seedDemo(database, { mediaDir: media.dir });
    const second = await seedDemo(database, { mediaDir: media.dir });
    expect(second.partners.map((p) => p.code)).toEqual(["lumiere", "haneul"]);
    expect(second.partners[0]!.id).not.toBe(first.partners[0]!.id);
    expect((await seedIfEmpty(database, { mediaDir: media.dir })).seeded).toBe(false);
  });

  it("is itself held by row-level security, except for reading partners and hosts", async () => {
    const count = (table: string) =>
      one<{ n: string | number }>(
        database.db.execute(sql`select count(*) as n from ${sql.identifier(table)}`),
      );
    expect(Number((await count("banners")).n)).toBe(0);
    expect(Number((await count("partner_keywords")).n)).toBe(0);
    expect(Number((await count("partners")).n)).toBe(2);
    expect(Number((await count("partner_hosts")).n)).toBe(5);
  });

  it("resolves hosts and serves tenant data through clinic_app", async () => {
    const host = await withoutTenant(database.db, (tx) =>
      one<{ partner_id: number; code: string }>(
        tx.execute(sql`select * from app_resolve_host('haneul.localhost')`),
      ),
    );
    expect(host.code).toBe("haneul");
    const banners = await withTenant(database.db, host.partner_id, (tx) =>
      tx.execute(sql`select distinct partner_id from banners`),
    );
    expect(rowsOf(banners)).toEqual([{ partner_id: host.partner_id }]);
  });
});
