import { and, asc, eq, schema, type Tx } from "@clinic/db";

const { partnerKeywords } = schema;

/** One language's keywords (issue 29): a foreign page's search panel suggests words of its own language. */
export async function findKeywords(
  tx: Tx,
  partnerId: number,
  language: string,
): Promise<{ keyword: string }[]> {
  return tx
    .select({ keyword: partnerKeywords.keyword })
    .from(partnerKeywords)
    .where(and(eq(partnerKeywords.partnerId, partnerId), eq(partnerKeywords.language, language)))
    .orderBy(asc(partnerKeywords.weight), asc(partnerKeywords.id));
}
