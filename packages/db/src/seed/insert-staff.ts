import { sql } from "drizzle-orm";
import type { Tx } from "../client";
import { hashPassword } from "../passwords";
import * as schema from "../schema/index";

/**
 * Demo console sign-ins, printed in the README: one platform operator and one owner per demo clinic. Fixed so the
 * demo and the tests sign in without reading the database; only their argon2id hashes are stored.
 */
export const DEMO_OPERATOR = {
  email: "operator@console.demo",
  password: "operator-demo-2026",
  name: "플랫폼 운영자",
};

/** The demo owners' display names (the console shows them in its menu and the audit log). */
const OWNER_NAMES: Record<string, string> = { lumiere: "김루미 원장", haneul: "이하늘 원장" };

export function demoOwner(code: string): { email: string; password: string; name: string } {
  return {
    email: `owner@${code}.demo`,
    password: `${code}-owner-2026`,
    name: OWNER_NAMES[code] ?? `${code} 원장`,
  };
}

const STAFF_NAMES: Record<string, string> = { lumiere: "박상담 코디", haneul: "최코디 데스크" };
const MANAGER_NAMES: Record<string, string> = { lumiere: "정수연 실장", haneul: "오민재 실장" };

/** A manager (실장) per clinic: the desk plus schedules, message templates and capacity overrides (issue 27). */
export function demoManager(code: string): { email: string; password: string; name: string } {
  return {
    email: `manager@${code}.demo`,
    password: `${code}-manager-2026`,
    name: MANAGER_NAMES[code] ?? `${code} 실장`,
  };
}

/** A front-desk staff account per clinic: edits content and works the reservations desk, no settings. */
export function demoStaff(code: string): { email: string; password: string; name: string } {
  return {
    email: `staff@${code}.demo`,
    password: `${code}-staff-2026`,
    name: STAFF_NAMES[code] ?? `${code} 실장`,
  };
}

/** The clinic's owner, manager and staff accounts; runs in the seed's tenant transaction (app.partner_id = partnerId). */
export async function insertOwner(tx: Tx, partnerId: number, code: string): Promise<void> {
  const owner = demoOwner(code);
  const staff = demoStaff(code);
  const manager = demoManager(code);
  await tx.insert(schema.staffAccounts).values([
    {
      partnerId,
      email: manager.email,
      name: manager.name,
      role: "MANAGER",
      passwordHash: await hashPassword(manager.password),
    },
    {
      partnerId,
      email: owner.email,
      name: owner.name,
      role: "OWNER",
      passwordHash: await hashPassword(owner.password),
    },
    {
      partnerId,
      email: staff.email,
      name: staff.name,
      role: "STAFF",
      passwordHash: await hashPassword(staff.password),
    },
  ]);
}

/** The operator belongs to no clinic, so it survives re-seeding the demo clinics; created once. */
export async function insertOperatorOnce(tx: Tx): Promise<void> {
  const [existing] = await tx
    .select({ id: schema.staffAccounts.id })
    .from(schema.staffAccounts)
    .where(sql`lower(${schema.staffAccounts.email}) = ${DEMO_OPERATOR.email}`);
  if (existing) return;
  await tx.insert(schema.staffAccounts).values({
    partnerId: null,
    email: DEMO_OPERATOR.email,
    name: DEMO_OPERATOR.name,
    role: "OPERATOR",
    passwordHash: await hashPassword(DEMO_OPERATOR.password),
  });
}
