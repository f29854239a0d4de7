import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { type Database, type Tx, withPlatform } from "../client";
import { partnerGroups, partners } from "../schema/index";
import { seedClock } from "./clock";
import { haneul } from "./demo-haneul";
import { lumiere } from "./demo-lumiere";
import { insertClinic } from "./insert";
import { insertOperatorOnce, insertOwner } from "./insert-staff";
import { writeClinicMedia } from "./media";
import type { DemoClinic } from "./types";

/** The demo clinics in seeding order; the first one is the default site (it also answers on localhost). */
export const DEMO_CLINICS: readonly DemoClinic[] = [lumiere, haneul];
export const DEMO_PARTNER_CODES = DEMO_CLINICS.map((clinic) => clinic.code);
export { demoReviewToken } from "./demo-review-token";
export { type DemoFixtures, demoPreviewToken, findDemoFixtures } from "./fixtures";
export { DEMO_GUEST_POST_PASSWORD } from "./insert-cscenter";
export { demoStaffKey } from "./insert-reservations";
export { DEMO_OPERATOR, demoManager, demoOwner, demoStaff } from "./insert-staff";

export interface SeedOptions {
  /** Generated images go to `{mediaDir}/{code}/…svg`; the database stores `/media/{code}/…svg`. */
  mediaDir: string;
  /** Demo hosts are `{code}.{platformDomain}`; default 'localhost'. */
  platformDomain?: string;
}

export interface SeedResult {
  partners: { id: number; code: string }[];
}

/**
 * (Re)creates the demo clinics: deletes the partners with the demo codes (their rows cascade) and inserts them
 * afresh, all in one transaction, then writes their images. Other partners are left alone.
 */
export async function seedDemo(database: Database, options: SeedOptions): Promise<SeedResult> {
  const created = await database.db.transaction(async (tx) => {
    await lockSeeding(tx as unknown as Tx);
    return replaceDemo(tx as unknown as Tx, options.platformDomain ?? "localhost");
  });
  await withPlatform(database.db, insertOperatorOnce);
  await Promise.all(
    DEMO_CLINICS.map((clinic) => writeClinicMedia(options.mediaDir, clinic, { overwrite: true })),
  );
  return { partners: created };
}

/**
 * Seeds the demo only into a database without any partner (first start). Otherwise it changes nothing in the
 * database, but writes demo images that are missing (say a fresh MEDIA_DIR against an existing PostgreSQL).
 */
export async function seedIfEmpty(
  database: Database,
  options: SeedOptions,
): Promise<SeedResult & { seeded: boolean }> {
  const outcome = await database.db.transaction(async (raw) => {
    const tx = raw as unknown as Tx;
    await lockSeeding(tx);
    const [any] = await tx.select({ id: partners.id }).from(partners).limit(1);
    if (!any) return { seeded: true, partners: await replaceDemo(tx, options.platformDomain ?? "localhost") };
    const present = await tx
      .select({ id: partners.id, code: partners.code })
      .from(partners)
      .where(inArray(partners.code, DEMO_PARTNER_CODES))
      .orderBy(partners.id);
    return { seeded: false, partners: present };
  });
  if (outcome.seeded) await withPlatform(database.db, insertOperatorOnce);
  const present = DEMO_CLINICS.filter((clinic) => outcome.partners.some((p) => p.code === clinic.code));
  await Promise.all(
    present.map((clinic) => writeClinicMedia(options.mediaDir, clinic, { overwrite: outcome.seeded })),
  );
  return outcome;
}

/** Two processes starting at once (API and CLI) must not both seed: serialise on a transaction lock. */
async function lockSeeding(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('clinic:seed-demo'))`);
}

async function replaceDemo(tx: Tx, platformDomain: string): Promise<SeedResult["partners"]> {
  // Reading partners across tenants relies on the owner_read policy (see migrations/0001_rls.sql).
  const existing = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(inArray(partners.code, DEMO_PARTNER_CODES));
  for (const { id } of existing) {
    await setTenant(tx, id);
    await tx.delete(partners).where(eq(partners.id, id));
  }
  const groupNames = DEMO_CLINICS.flatMap((clinic) => (clinic.group ? [clinic.group.name] : []));
  if (groupNames.length > 0) {
    const members = tx
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.groupId, partnerGroups.id));
    await tx.delete(partnerGroups).where(and(inArray(partnerGroups.name, groupNames), notExists(members)));
  }

  const created: SeedResult["partners"] = [];
  // One clock for both clinics: their relative dates agree even if seeding crosses midnight.
  const clock = seedClock();
  for (const clinic of DEMO_CLINICS) {
    const groupId = clinic.group ? await insertGroup(tx, clinic.group) : null;
    // The id comes first so app.partner_id can be set before the partner row itself is inserted.
    const id = await nextPartnerId(tx);
    await setTenant(tx, id);
    await insertClinic(tx, id, groupId, clinic, platformDomain, clock);
    await insertOwner(tx, id, clinic.code);
    created.push({ id, code: clinic.code });
  }
  return created;
}

async function insertGroup(tx: Tx, group: NonNullable<DemoClinic["group"]>): Promise<number> {
  const [row] = await tx.insert(partnerGroups).values(group).returning({ id: partnerGroups.id });
  return row!.id;
}

async function nextPartnerId(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('partners', 'id'))::int as id`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return Number(row!.id);
}

async function setTenant(tx: Tx, partnerId: number): Promise<void> {
  await tx.execute(sql`select set_config('app.partner_id', ${String(partnerId)}, true)`);
}
