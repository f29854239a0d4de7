import { type Database, schema } from "@clinic/db";

/**
 * A clinic with nothing but a name and a host, inserted as the connecting (owner/superuser) user, so tests can
 * see what the API answers when optional rows (homepage config, site settings, hours…) are missing.
 */
export async function insertBarePartner(
  database: Database,
  code: string,
): Promise<{ id: number; host: string }> {
  const host = `${code}.localhost`;
  const [partner] = await database.db
    .insert(schema.partners)
    .values({ code, partnerName: `${code} 의원` })
    .returning({ id: schema.partners.id });
  if (!partner) throw new Error("insert failed");
  await database.db.insert(schema.partnerHosts).values({ partnerId: partner.id, host, isPrimary: true });
  return { id: partner.id, host };
}
