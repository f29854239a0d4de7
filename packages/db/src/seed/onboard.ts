import { sql } from "drizzle-orm";
import type { Database, Tx } from "../client";
import { seedClock } from "./clock";
import { haneul } from "./demo-haneul";
import { lumiere } from "./demo-lumiere";
import { insertClinic } from "./insert";
import { writeClinicMedia } from "./media";
import type { DemoClinic } from "./types";

/** Starting points for a new clinic: the two demo clinics' content, under the new clinic's name and code. */
export const CLINIC_TEMPLATES = {
  dermatology: { label: "피부과 (루미에르 구성)", clinic: lumiere },
  "plastic-surgery": { label: "성형외과 (하늘 구성)", clinic: haneul },
} as const satisfies Record<string, { label: string; clinic: DemoClinic }>;
export type ClinicTemplate = keyof typeof CLINIC_TEMPLATES;

export interface NewClinic {
  code: string;
  name: string;
  template: ClinicTemplate;
  platformDomain: string;
  mediaDir: string;
}

/**
 * Creates a clinic from a template, READY (pre-launch) and on its platform subdomain only; custom domains come
 * later. Runs as the schema owner with the new clinic set as tenant, exactly like the seed (row-level security
 * accepts only that clinic's rows), so the platform role needs no rights on clinic content.
 */
export async function createClinicFromTemplate(
  database: Database,
  input: NewClinic,
): Promise<{ id: number }> {
  const base = CLINIC_TEMPLATES[input.template].clinic;
  const clinic: DemoClinic = {
    ...base,
    code: input.code,
    group: null,
    brand: { ...base.brand, word: input.code.toUpperCase() },
    partner: { ...base.partner, partnerName: input.name, displayName: input.name, deployStatus: "READY" },
    hosts: (domain) => [`${input.code}.${domain}`],
  };
  const id = await database.db.transaction(async (raw) => {
    const tx = raw as unknown as Tx;
    const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('partners', 'id'))::int as id`);
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    const partnerId = Number(row!.id);
    await tx.execute(sql`select set_config('app.partner_id', ${String(partnerId)}, true)`);
    await insertClinic(tx, partnerId, null, clinic, input.platformDomain, seedClock());
    return partnerId;
  });
  await writeClinicMedia(input.mediaDir, clinic, { overwrite: false });
  return { id };
}
