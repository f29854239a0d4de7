import { schema, sql, type Tx } from "@clinic/db";

const { inquiries } = schema;

export interface NewInquiry {
  category: string;
  name: string;
  phone: string;
  email: string | null;
  content: string;
}

/** Stores an inquiry; consent is recorded as given at the moment of storing (the same instant as created_at). */
export async function insertInquiry(
  tx: Tx,
  partnerId: number,
  inquiry: NewInquiry,
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx
    .insert(inquiries)
    .values({ partnerId, ...inquiry, privacyAgreedAt: sql`now()` })
    .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
  if (!row) throw new Error("inquiry was not stored");
  return row;
}
