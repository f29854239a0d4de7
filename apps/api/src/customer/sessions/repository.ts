import { and, eq, gt, isNull, schema, sql, type Tx } from "@clinic/db";

const { customerSessions: sessions, customers } = schema;

export async function insertSession(
  tx: Tx,
  row: { partnerId: number; customerId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(sessions).values(row);
}

/** The live session of a token hash: not revoked, not expired, and its customer has not withdrawn. */
export async function findLiveSession(
  tx: Tx,
  partnerId: number,
  tokenHash: string,
): Promise<{ sessionId: number; customerId: number } | null> {
  const [found] = await tx
    .select({ sessionId: sessions.id, customerId: sessions.customerId })
    .from(sessions)
    .innerJoin(
      customers,
      and(eq(customers.partnerId, sessions.partnerId), eq(customers.id, sessions.customerId)),
    )
    .where(
      and(
        eq(sessions.partnerId, partnerId),
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(customers.withdrawnAt),
      ),
    );
  return found ?? null;
}

export async function revokeSessionByHash(tx: Tx, partnerId: number, tokenHash: string): Promise<boolean> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.partnerId, partnerId), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

export async function revokeCustomerSessions(tx: Tx, partnerId: number, customerId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.partnerId, partnerId), eq(sessions.customerId, customerId), isNull(sessions.revokedAt)),
    );
}
