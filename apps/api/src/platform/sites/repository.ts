import { queryRows } from "@api/lib/query-rows";
import type { Tx } from "@clinic/db";
import { eq, schema, sql } from "@clinic/db";
import { deployStatuses } from "@clinic/shared";
import { z } from "zod";

const siteRow = z.object({ partner_id: z.coerce.number().int(), code: z.string() });
const resolvedRow = siteRow.extend({ deploy_status: z.enum(deployStatuses) });

export interface SiteRecord {
  partnerId: number;
  code: string;
}

/** A served site with its launch state: GET /sites/resolve's answer (decision 0028). */
export interface ResolvedSite extends SiteRecord {
  deployStatus: (typeof deployStatuses)[number];
}

/**
 * Host → partner, code and deploy status in one query, through the SECURITY DEFINER function (app_resolve_site,
 * migration 0023): the app role may not read partner_hosts directly, and before the tenant is known no row-level
 * policy would let it. Suspended clinics: null.
 */
export async function findResolvedSite(tx: Tx, host: string): Promise<ResolvedSite | null> {
  const rows = await queryRows(
    tx,
    sql`select partner_id, code, deploy_status from app_resolve_site(${host})`,
    resolvedRow,
  );
  const first = rows[0];
  return first ? { partnerId: first.partner_id, code: first.code, deployStatus: first.deploy_status } : null;
}

/**
 * The site of a partner id the web server signed (decision 0028), read in its own tenant scope (row-level security
 * lets it see its own row); null for an unknown or suspended clinic, which no host serves either.
 */
export async function findServedSite(tx: Tx, partnerId: number): Promise<SiteRecord | null> {
  const rows = await tx
    .select({ code: schema.partners.code, deployStatus: schema.partners.deployStatus })
    .from(schema.partners)
    .where(eq(schema.partners.id, partnerId));
  const first = rows[0];
  return first && first.deployStatus !== "SUSPENDED" ? { partnerId, code: first.code } : null;
}

/** The site code of a partner, read in its own tenant scope (row-level security lets it see its own row). */
export async function findSiteCode(tx: Tx, partnerId: number): Promise<string | null> {
  const rows = await tx
    .select({ code: schema.partners.code })
    .from(schema.partners)
    .where(eq(schema.partners.id, partnerId));
  return rows[0]?.code ?? null;
}
