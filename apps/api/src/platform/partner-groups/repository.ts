import { queryRows } from "@api/lib/query-rows";
import { eq, schema, sql, type Tx } from "@clinic/db";
import { z } from "zod";

const { partners, partnerGroups } = schema;

export interface GroupRecord {
  id: number;
  name: string;
  inquiryUrl: string | null;
}

export async function findGroupOfPartner(tx: Tx, partnerId: number): Promise<GroupRecord | null> {
  const [row] = await tx
    .select({ id: partnerGroups.id, name: partnerGroups.name, inquiryUrl: partnerGroups.inquiryUrl })
    .from(partners)
    .innerJoin(partnerGroups, eq(partnerGroups.id, partners.groupId))
    .where(eq(partners.id, partnerId));
  return row ?? null;
}

const memberRow = z.object({
  partner_id: z.coerce.number().int(),
  code: z.string(),
  partner_name: z.string(),
  display_name: z.string().nullable(),
  host: z.string().nullable(),
});

export type GroupMemberRecord = z.infer<typeof memberRow>;

/**
 * All partners of the current tenant's group, the tenant included, with their primary host. Row-level security
 * hides other partners from the app role, so this goes through the SECURITY DEFINER function, which exposes only
 * what a branch picker shows.
 */
export async function findGroupMembers(tx: Tx): Promise<GroupMemberRecord[]> {
  return queryRows(
    tx,
    sql`select partner_id, code, partner_name, display_name, host from app_partner_group_members()`,
    memberRow,
  );
}
