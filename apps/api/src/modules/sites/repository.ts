import type { Tx } from "@clinic/db";
import { eq, schema, sql } from "@clinic/db";
import { z } from "zod";
import { queryRows } from "../../lib/query-rows";

const siteRow = z.object({ partner_id: z.coerce.number().int(), code: z.string() });

export interface SiteRecord {
  partnerId: number;
  code: string;
}

/**
 * Host → partner, through the SECURITY DEFINER function: the app role may not read partner_hosts directly,
 * and before the tenant is known no row-level policy would let it.
 */
export async function findSiteByHost(tx: Tx, host: string): Promise<SiteRecord | null> {
  const rows = await queryRows(tx, sql`select partner_id, code from app_resolve_host(${host})`, siteRow);
  const first = rows[0];
  return first ? { partnerId: first.partner_id, code: first.code } : null;
}

/** The site code of a partner, read in its own tenant scope (row-level security lets it see its own row). */
export async function findSiteCode(tx: Tx, partnerId: number): Promise<string | null> {
  const rows = await tx
    .select({ code: schema.partners.code })
    .from(schema.partners)
    .where(eq(schema.partners.id, partnerId));
  return rows[0]?.code ?? null;
}
