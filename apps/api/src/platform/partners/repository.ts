import { asc, eq, schema, type Tx } from "@clinic/db";

const { partners, partnerGroups, partnerOperationTimes, partnerMarketingInfo, homepageConfigs } = schema;

export type PartnerRow = typeof partners.$inferSelect;
export type OperationTimeRow = typeof partnerOperationTimes.$inferSelect;
export type MarketingInfoRow = typeof partnerMarketingInfo.$inferSelect;
export type HomepageConfigRow = typeof homepageConfigs.$inferSelect;

export interface PartnerRecord {
  partner: PartnerRow;
  groupName: string | null;
  operationTimes: OperationTimeRow[];
  marketingInfo: MarketingInfoRow | null;
  homepageConfig: HomepageConfigRow | null;
}

// Row-level security already limits every table to the tenant; the explicit partner filters keep the queries
// correct on their own and let PostgreSQL use the keys.

export async function findPartner(tx: Tx, partnerId: number): Promise<PartnerRecord | null> {
  const [row] = await tx
    .select({ partner: partners, groupName: partnerGroups.name })
    .from(partners)
    .leftJoin(partnerGroups, eq(partnerGroups.id, partners.groupId))
    .where(eq(partners.id, partnerId));
  if (!row) return null;
  // Sequential on purpose: a transaction is one connection, and PGlite must not interleave statements.
  const operationTimes = await tx
    .select()
    .from(partnerOperationTimes)
    .where(eq(partnerOperationTimes.partnerId, partnerId))
    .orderBy(asc(partnerOperationTimes.weekday));
  const [marketingInfo] = await tx
    .select()
    .from(partnerMarketingInfo)
    .where(eq(partnerMarketingInfo.partnerId, partnerId));
  const [homepageConfig] = await tx
    .select()
    .from(homepageConfigs)
    .where(eq(homepageConfigs.partnerId, partnerId));
  return {
    partner: row.partner,
    groupName: row.groupName,
    operationTimes,
    marketingInfo: marketingInfo ?? null,
    homepageConfig: homepageConfig ?? null,
  };
}

export async function findDeployStatus(tx: Tx, partnerId: number): Promise<string | null> {
  const [row] = await tx
    .select({ deployStatus: partners.deployStatus })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row?.deployStatus ?? null;
}
