import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ROLE, type Database, type Db, withoutTenant, withPlatform, withTenant } from "./client";
import { seedDemo } from "./seed/index";
import { makeTempDir, pgError, rowsOf, tenantTables } from "./test-helpers";
import { createTestDatabase } from "./testing";

// Tenant A = lumiere, tenant B = haneul. Both have rows in every tenant table (the seed fills most, and the tables
// the demo leaves empty get rows below), so "B's rows are invisible to A" and "A sees all of its own rows" are
// checked against real rows, never against an empty table. Only B has franchise branches: A's count there is 0.
let database: Database;
let db: Db;
let a: number;
let b: number;
let tables: string[];
let media: Awaited<ReturnType<typeof makeTempDir>>;

const ident = (name: string) => sql.identifier(name);
const count = async (run: Promise<unknown>) => Number(rowsOf<{ n: number | string }>(await run)[0]!.n);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  media = await makeTempDir();
  const { partners } = await seedDemo(database, { mediaDir: media.dir });
  a = partners.find((p) => p.code === "lumiere")!.id;
  b = partners.find((p) => p.code === "haneul")!.id;
  await addVisitorRows(a);
  await addVisitorRows(b);
  tables = await tenantTables(db);
});

/**
 * Rows of the tables the demo seed leaves empty (they fill at run time): a short clip, a visitor's recently viewed
 * product, a contact-form inquiry, a guest with a session, an SMS code and a verification, cart lines and a
 * reservation with its item and slot, inserted as the owner with the tenant set, as the seed does.
 */
async function addVisitorRows(partnerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.partner_id', ${String(partnerId)}, true)`);
    await tx.execute(sql`insert into partner_shorten_works (partner_id, title, video_url)
      values (${partnerId}, '리얼 후기 쇼츠', 'https://www.youtube.com/shorts/dQw4w9WgXcQ')`);
    await tx.execute(sql`insert into recent_products (partner_id, visitor_key, product_id)
      select ${partnerId}, '9b2f6c1e-4d7a-4f3b-8e21-5c6d7e8f9a0b', min(id) from products where partner_id = ${partnerId}`);
    await tx.execute(sql`insert into inquiries (partner_id, category, name, phone, content, privacy_agreed_at)
      values (${partnerId}, 'RESERVATION', '홍길동', '01012345678', '토요일 오전 예약이 가능한지 궁금합니다.', now())`);
    await tx.execute(sql`insert into customers (partner_id, type, name, phone)
      values (${partnerId}, 'GUEST', '김민지', '01055556666')`);
    await tx.execute(sql`insert into customer_sessions (partner_id, customer_id, token_hash, expires_at)
      select ${partnerId}, id, md5(random()::text), now() + interval '1 day' from customers
      where partner_id = ${partnerId} and phone = '01055556666'`);
    await tx.execute(sql`insert into sms_codes (partner_id, phone, purpose, code_hash, expires_at)
      values (${partnerId}, '01055556666', 'GUEST_SIGNIN', md5(random()::text), now() + interval '5 minutes')`);
    await tx.execute(sql`insert into identity_certifications (partner_id, imp_uid, person_key_hash, name, phone)
      values (${partnerId}, 'imp_' || ${partnerId}, md5(random()::text), '김민지', '01055556666')`);
    // Issue 7: a guest's and a member's cart line, a treatment reservation with its item and its taken slot.
    const customer = sql`(select id from customers where partner_id = ${partnerId} and phone = '01055556666')`;
    const option = sql`(select min(id) from product_options where partner_id = ${partnerId})`;
    await tx.execute(sql`insert into cart_items (partner_id, guest_key, product_option_id)
      values (${partnerId}, '9b2f6c1e-4d7a-4f3b-8e21-5c6d7e8f9a0b', ${option})`);
    await tx.execute(sql`insert into cart_items (partner_id, customer_id, product_option_id)
      values (${partnerId}, ${customer}, ${option})`);
    await tx.execute(sql`insert into reservations (partner_id, customer_id, type, status, reserved_at,
        duration_minutes, name, phone, total_price)
      values (${partnerId}, ${customer}, 'TREATMENT', 'REQUESTED', '2030-01-07T10:00:00+09:00', 30, '김민지',
        '01055556666', 50000)`);
    await tx.execute(sql`insert into reservation_items (partner_id, reservation_id, product_id, product_option_id,
        product_name, option_name, price, duration_minutes)
      select ${partnerId}, r.id, o.product_id, o.id, '데모 시술', o.name, o.price, 30
      from reservations r, product_options o
      where r.partner_id = ${partnerId} and o.partner_id = ${partnerId} and o.id = ${option}`);
    await tx.execute(sql`insert into reservation_slots (partner_id, starts_at, booked)
      values (${partnerId}, '2030-01-07T10:00:00+09:00', 1)`);
    // Issue 10: an audit entry by the clinic's seeded owner.
    await tx.execute(sql`insert into audit_events (partner_id, staff_id, staff_email, action, target)
      select ${partnerId}, id, email, 'settings.hours', 'partner:' || ${partnerId} from staff_accounts
      where partner_id = ${partnerId} and role = 'OWNER'`);
    // Issue 26: message settings, a clinic's own template and one message in the outbox.
    await tx.execute(
      sql`insert into message_settings (partner_id, alert_emails) values (${partnerId}, '{desk@clinic.test}') on conflict do nothing`,
    );
    await tx.execute(sql`insert into message_templates (partner_id, kind, body)
      values (${partnerId}, 'RESERVATION_CONFIRMED', '#{고객명}님, 확정되었습니다.') on conflict do nothing`);
    await tx.execute(sql`insert into messages (partner_id, kind, audience, channel, recipient, body, dedupe_key)
      values (${partnerId}, 'RESERVATION_CONFIRMED', 'PATIENT', 'SMS', '01055556666', '확정되었습니다.', 'rls-test')`);
    // Issue 10: an image in the clinic's media library.
    await tx.execute(sql`insert into media_assets (partner_id, storage_key, url, original_name, mime_type, byte_size,
        width, height) values (${partnerId}, 'demo/uploads/a.png', '/media/demo/uploads/a.png', 'a.png', 'image/png', 68, 1, 1)`);
  });
}

afterAll(async () => {
  await database?.close();
  await media?.remove();
});

/** Row count of a partner in a table, read as the connecting (owner/superuser) user without row security. */
const adminCount = (table: string, partnerId: number) =>
  count(db.execute(sql`select count(*) as n from ${ident(table)} where partner_id = ${partnerId}`));

describe("row-level security as clinic_app", () => {
  it("covers every tenant table, each holding rows of tenant B (and of A, but for branches)", async () => {
    expect(tables.length).toBeGreaterThanOrEqual(15);
    for (const table of ["notices", "inquiries", "customer_board_posts", "customers", "customer_sessions"])
      expect(tables).toContain(table);
    for (const table of tables) {
      expect(await adminCount(table, b), table).toBeGreaterThan(0);
      if (table !== "franchise_branches") expect(await adminCount(table, a), table).toBeGreaterThan(0);
    }
  });

  it("runs as a role that is neither superuser nor BYPASSRLS", async () => {
    const check = (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
      tx.execute(
        sql`select current_user as name, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
      );
    for (const row of [
      ...rowsOf(await withTenant(db, a, check)),
      ...rowsOf(await withoutTenant(db, check)),
    ]) {
      expect(row).toEqual({ name: APP_ROLE, rolsuper: false, rolbypassrls: false });
    }
  });

  it("shows no tenant row of any table when no tenant is set", async () => {
    await withTenant(db, a, (tx) => tx.execute(sql`select 1`)); // a leftover setting must not leak into the next
    await withoutTenant(db, async (tx) => {
      for (const table of [...tables, "partners"]) {
        expect(await count(tx.execute(sql`select count(*) as n from ${ident(table)}`)), table).toBe(0);
      }
    });
  });

  it("shows tenant A only its own rows and its own partner row", async () => {
    // Owner counts first: PGlite has one connection, busy while the tenant transaction is open.
    const expected = new Map<string, number>();
    for (const table of tables) expected.set(table, await adminCount(table, a));
    await withTenant(db, a, async (tx) => {
      for (const table of tables) {
        const others = await count(
          tx.execute(sql`select count(*) as n from ${ident(table)} where partner_id <> ${a}`),
        );
        expect(others, table).toBe(0);
        const own = await count(tx.execute(sql`select count(*) as n from ${ident(table)}`));
        expect(own, table).toBe(expected.get(table));
      }
      const partners = rowsOf<{ id: number }>(await tx.execute(sql`select id from partners`));
      expect(partners).toEqual([{ id: a }]);
    });
  });

  it("lets tenant A neither update nor delete B's rows", async () => {
    for (const table of tables) {
      const before = await adminCount(table, b);
      const canWrite = await hasPrivilege(table, "UPDATE");
      const update = () =>
        withTenant(db, a, (tx) =>
          tx.execute(
            sql`update ${ident(table)} set partner_id = partner_id where partner_id = ${b} returning 1`,
          ),
        );
      const remove = () =>
        withTenant(db, a, (tx) =>
          tx.execute(sql`delete from ${ident(table)} where partner_id = ${b} returning 1`),
        );
      if (canWrite) {
        expect(rowsOf(await update()), table).toHaveLength(0);
        expect(rowsOf(await remove()), table).toHaveLength(0);
      } else {
        expect((await pgError(update())).message, table).toMatch(/permission denied/);
        expect((await pgError(remove())).message, table).toMatch(/permission denied/);
      }
      expect(await adminCount(table, b), table).toBe(before);
    }
    const partnerUpdate = withTenant(db, a, (tx) =>
      tx.execute(sql`update partners set partner_name = 'x' where id = ${b} returning 1`),
    );
    expect(rowsOf(await partnerUpdate)).toHaveLength(0);
    expect(
      (await pgError(withTenant(db, a, (tx) => tx.execute(sql`delete from partners where id = ${b}`)))).code,
    ).toBe("42501");
  });

  it("lets tenant A not insert rows carrying B's partner_id", async () => {
    for (const table of tables) {
      // Copy one of B's rows (read as the owner) without its generated id, then try to insert it as tenant A.
      const [row] = rowsOf<{ json: Record<string, unknown> }>(
        await db.execute(
          sql`select to_jsonb(t) as json from ${ident(table)} t where partner_id = ${b} limit 1`,
        ),
      );
      const { id: _id, ...copy } = row!.json;
      const columns = sql.join(
        Object.keys(copy).map((column) => ident(column)),
        sql`, `,
      );
      const record = sql`jsonb_populate_record(null::${ident(table)}, ${JSON.stringify(copy)}::jsonb)`;
      const insert = withTenant(db, a, (tx) =>
        tx.execute(sql`insert into ${ident(table)} (${columns}) select ${columns} from ${record}`),
      );
      const error = await pgError(insert);
      expect(error.code, table).toBe("42501");
      const reason = (await hasPrivilege(table, "INSERT")) ? /row-level security/ : /permission denied/;
      expect(error.message, table).toMatch(reason);
    }
  });

  it("lets tenant A not move its own rows over to B", async () => {
    for (const table of ["banners", "partner_keywords", "popups", "site_settings"]) {
      const move = withTenant(db, a, (tx) => tx.execute(sql`update ${ident(table)} set partner_id = ${b}`));
      expect((await pgError(move)).message, table).toMatch(/row-level security/);
    }
  });
});

describe("host resolution", () => {
  const resolve = (host: string) =>
    withoutTenant(db, async (tx) =>
      rowsOf<{ partner_id: number; code: string }>(
        await tx.execute(sql`select * from app_resolve_host(${host})`),
      ),
    );

  it("finds a partner by host name, case-insensitively, with no tenant set", async () => {
    expect(await resolve("lumiere.localhost")).toEqual([{ partner_id: a, code: "lumiere" }]);
    expect(await resolve("HANEUL.LocalHost")).toEqual([{ partner_id: b, code: "haneul" }]);
    expect(await resolve("localhost")).toEqual([{ partner_id: a, code: "lumiere" }]);
    expect(await resolve("WWW.Lumiere-Derm.KR")).toEqual([{ partner_id: a, code: "lumiere" }]);
  });

  it("returns nothing for an unknown host, and strips nothing", async () => {
    expect(await resolve("unknown.localhost")).toEqual([]);
    expect(await resolve("lumiere.localhost:3000")).toEqual([]);
    expect(await resolve("")).toEqual([]);
  });

  it("lists a group's members only for a tenant of that group", async () => {
    const members = (partnerId: number | null) => {
      const run = async (tx: Parameters<Parameters<typeof withoutTenant>[1]>[0]) =>
        rowsOf<{ code: string; host: string }>(
          await tx.execute(sql`select code, host from app_partner_group_members()`),
        );
      return partnerId === null ? withoutTenant(db, run) : withTenant(db, partnerId, run);
    };
    expect(await members(b)).toEqual([{ code: "haneul", host: "haneul.localhost" }]);
    expect(await members(a)).toEqual([]);
    expect(await members(null)).toEqual([]);
  });
});

describe("console platform role", () => {
  const asPlatform = (query: ReturnType<typeof sql>) =>
    withPlatform(db, async (tx) => rowsOf<Record<string, unknown>>(await tx.execute(query)));

  it("reads staff accounts and partners of every clinic, but no clinic content", async () => {
    const accounts = await asPlatform(sql`select role, partner_id from staff_accounts order by id`);
    // The operator, and an owner, a manager and a front-desk staff account per demo clinic.
    expect(accounts.map((row) => row.role).sort()).toEqual([
      "MANAGER",
      "MANAGER",
      "OPERATOR",
      "OWNER",
      "OWNER",
      "STAFF",
      "STAFF",
    ]);
    expect(await asPlatform(sql`select id from partners`)).toHaveLength(2);
    for (const table of ["products", "reservations", "customers", "audit_events"]) {
      const rows = await asPlatform(sql`select * from ${ident(table)}`).catch(() => []);
      expect(rows, table).toEqual([]);
    }
  });

  it("keeps console sessions away from clinic_app", async () => {
    const read = withTenant(db, a, (tx) => tx.execute(sql`select * from staff_sessions`));
    expect((await pgError(read)).message).toMatch(/permission denied/);
  });

  it("shows a clinic only its own staff accounts, never the operator", async () => {
    const rows = await withTenant(db, a, async (tx) =>
      rowsOf<{ partner_id: number; role: string }>(
        await tx.execute(sql`select partner_id, role from staff_accounts order by role`),
      ),
    );
    expect(rows).toEqual([
      { partner_id: a, role: "MANAGER" },
      { partner_id: a, role: "OWNER" },
      { partner_id: a, role: "STAFF" },
    ]);
  });
});

describe("policy coverage", () => {
  it("enables and forces row-level security with a tenant policy on every tenant table and partners", async () => {
    const result = await db.execute(sql`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        exists (select 1 from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policy
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'`);
    const byName = new Map(
      rowsOf<{ name: string; enabled: boolean; forced: boolean; policy: boolean }>(result).map((r) => [
        r.name,
        r,
      ]),
    );
    for (const table of [...tables, "partners"]) {
      expect(byName.get(table), table).toMatchObject({ enabled: true, forced: true, policy: true });
    }
    // Shared chain data: readable by every tenant, writable by none, no row security.
    expect(byName.get("partner_groups")).toMatchObject({ enabled: false });
    expect(await hasPrivilege("partner_groups", "SELECT")).toBe(true);
    expect(await hasPrivilege("partner_groups", "INSERT")).toBe(false);
  });
});

async function hasPrivilege(table: string, privilege: "SELECT" | "INSERT" | "UPDATE"): Promise<boolean> {
  const result = await db.execute(sql`select has_table_privilege(${APP_ROLE}, ${table}, ${privilege}) as ok`);
  return rowsOf<{ ok: boolean }>(result)[0]!.ok;
}
