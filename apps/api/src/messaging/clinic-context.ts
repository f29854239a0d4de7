import { eq, schema, sql, type Tx } from "@clinic/db";

const { partners } = schema;

/** What every message says about the clinic. */
export interface Clinic {
  name: string;
  address: string;
  phone: string;
  /** The country code a patient abroad dials first ("+82"); null when the clinic has none. */
  internationalTelCode: string | null;
  host: string | null;
}

export async function findClinic(tx: Tx, partnerId: number): Promise<Clinic> {
  const [row] = await tx
    .select({
      name: sql<string>`coalesce(${partners.displayName}, ${partners.partnerName})`,
      address: partners.address,
      tel: partners.tel,
      phone: partners.phone,
      internationalTelCode: partners.internationalTelCode,
      host: sql<string | null>`app_partner_primary_host()`,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return {
    name: row?.name ?? "",
    address: row?.address ?? "",
    phone: row?.tel ?? row?.phone ?? "",
    internationalTelCode: row?.internationalTelCode ?? null,
    host: row?.host ?? null,
  };
}
