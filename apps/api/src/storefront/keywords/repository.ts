import { asc, eq, schema, type Tx } from "@clinic/db";

const { partnerKeywords } = schema;

export async function findKeywords(tx: Tx, partnerId: number): Promise<{ keyword: string }[]> {
  return tx
    .select({ keyword: partnerKeywords.keyword })
    .from(partnerKeywords)
    .where(eq(partnerKeywords.partnerId, partnerId))
    .orderBy(asc(partnerKeywords.weight), asc(partnerKeywords.id));
}
