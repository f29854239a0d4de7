import { and, asc, eq, inArray, schema, sql, type Tx } from "@clinic/db";

const { partners, partnerHosts } = schema;

/** Platform role: one clinic's status and hosts. */
export async function findClinicPlatform(tx: Tx, partnerId: number) {
  const [clinic] = await tx
    .select({
      id: partners.id,
      code: partners.code,
      name: sql<string>`coalesce(${partners.displayName}, ${partners.partnerName})`,
      deployStatus: partners.deployStatus,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!clinic) return null;
  const hosts = await tx
    .select({ host: partnerHosts.host, isPrimary: partnerHosts.isPrimary })
    .from(partnerHosts)
    .where(eq(partnerHosts.partnerId, partnerId))
    .orderBy(asc(partnerHosts.id));
  return { ...clinic, hosts };
}

/** Every clinic's id, oldest first (the operator's list). */
export async function allClinicIds(tx: Tx): Promise<number[]> {
  const rows = await tx.select({ id: partners.id }).from(partners).orderBy(asc(partners.id));
  return rows.map((row) => row.id);
}

export async function codeTaken(tx: Tx, code: string): Promise<boolean> {
  const [row] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.code, code));
  return row !== undefined;
}

export async function setDeployStatus(tx: Tx, partnerId: number, status: string): Promise<void> {
  await tx
    .update(partners)
    .set({ deployStatus: status, updatedAt: sql`now()` })
    .where(eq(partners.id, partnerId));
}

/** Hosts of other clinics among `hosts` (a host serves one clinic only). */
export async function hostsOfOthers(tx: Tx, partnerId: number, hosts: string[]): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await tx
    .select({ host: partnerHosts.host, partnerId: partnerHosts.partnerId })
    .from(partnerHosts)
    .where(inArray(sql`lower(${partnerHosts.host})`, hosts));
  return rows.filter((row) => row.partnerId !== partnerId).map((row) => row.host);
}

/** Replaces the clinic's custom hosts; the platform subdomain stays (primary only when no custom host). */
export async function replaceCustomHosts(tx: Tx, partnerId: number, platformHost: string, hosts: string[]) {
  await tx
    .delete(partnerHosts)
    .where(and(eq(partnerHosts.partnerId, partnerId), sql`lower(${partnerHosts.host}) <> ${platformHost}`));
  await tx
    .insert(partnerHosts)
    .values({ partnerId, host: platformHost, isPrimary: false })
    .onConflictDoNothing();
  await tx
    .update(partnerHosts)
    .set({ isPrimary: hosts.length === 0 })
    .where(eq(partnerHosts.partnerId, partnerId));
  if (hosts.length > 0) {
    await tx.insert(partnerHosts).values(hosts.map((host, i) => ({ partnerId, host, isPrimary: i === 0 })));
  }
}
